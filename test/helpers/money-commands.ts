import {commandsCalling} from './commands-calling.js'

export {MANIFEST} from './commands-calling.js'

/** A call that sends a request to a money endpoint: PayApi's method, the endpoint's request, or `pay request`'s raw one. */
const MONEY_CALL = /\b(?:api|endpoint)\.(?:createDeposit|createWithdrawal|simulateTransfer|topUp|reset)\(|(?<!function )\bsendRawRequest\(/

/** The commands whose code (their imports, loaded at once or on demand) holds a money call. */
export function commandsSendingMoney(): string[] {
  return commandsCalling(MONEY_CALL)
}
