import type {CommandContext} from '../cli/command-context.js'
import {ExitCode} from '../core/errors.js'
import {shellWord} from '../core/text/shell-word.js'
import {say} from '../core/text/visible-text.js'
import {checkDepositBasics, createDeposit, type DepositInput, prepareDeposit} from '../services/deposits/create.js'
import {readQrFileTargets, refuseQrFilesForBankTransfer} from '../services/deposits/qr-files.js'
import {renderDeposit} from '../ui/text/deposit.js'
import {replayedDepositNote} from '../ui/text/deposit-notes.js'
import {type DepositWithQrFiles, saveDepositQrFiles, withQrFiles} from './deposit-qr-files.js'
import {followDeposit, printedPayScreen} from './follow.js'
import {askForPayer} from './payer-prompts.js'

export interface CreateDepositOptions {
  input: DepositInput
  qrFiles: {png?: string; svg?: string}
  idempotencyKey?: string
  /** Block until final without the live view (scripts). */
  wait: boolean
  /** Print the deposit and return at once. */
  noWatch: boolean
}

/**
 * `pay deposit create` from its flags to the final state: the checks before anything is sent (the amount, the
 * QR files' names), the payer asked for on a terminal, the deposit created (one Idempotency-Key), the QR files
 * written, then the live view with the pay screen, status lines with `wait`, or the deposit and its pay screen
 * printed once. Returns the result and the exit code its outcome calls for.
 */
export async function createDepositFlow(
  context: CommandContext,
  options: CreateDepositOptions,
): Promise<{result: DepositWithQrFiles; exitCode: ExitCode}> {
  const {session} = context
  let {input} = options
  checkDepositBasics(input)
  // The files' names too, before a person is asked anything and before anything is sent.
  const qrTargets = readQrFileTargets(options.qrFiles)
  refuseQrFilesForBankTransfer(input.method, qrTargets)
  if (context.interactive) input = await askForPayer(input, context.io, () => session.banks())
  const body = await prepareDeposit(input, {loadBanks: () => session.banks()})
  const {deposit, replayed} = await createDeposit({api: session.api(), body, idempotencyKey: options.idempotencyKey})
  const replayNote = replayedDepositNote(replayed)
  if (replayNote) context.note(replayNote)
  // Written before any watching: the customer needs the QR while the deposit waits for their transfer.
  const qrFiles = await saveDepositQrFiles(deposit, qrTargets, context.note)
  const live = context.canDrawLiveView && !options.wait
  if (options.wait || (live && !options.noWatch)) {
    const followed = await followDeposit(context, deposit, live)
    if (!live) context.print(renderDeposit(followed.object, context.outStyle))
    return {result: withQrFiles(followed.object, qrFiles), exitCode: followed.exitCode}
  }
  context.print(renderDeposit(deposit, context.outStyle))
  // Last, so that the code and the amount are what stays on the screen.
  if (context.io.stdoutIsTTY && !context.json) context.print(await printedPayScreen(deposit, context.io, context.outStyle))
  if (!options.noWatch)
    context.note(say`Follow it with: pay deposit watch ${shellWord(deposit.id)} (or pass --wait to block until it is final).`)
  return {result: withQrFiles(deposit, qrFiles), exitCode: ExitCode.ok}
}
