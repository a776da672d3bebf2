export const watch = {
  kinds: {deposit: 'Deposit', withdrawal: 'Withdrawal'},
  /** Polling sees a state only if it lasts until a poll: the list says so rather than pass for the whole walk. */
  history: 'States seen (as polled)',
  toPayDiffers: (expected: string, amount: string) => `${expected} (not ${amount}: pay exactly this)`,
  passed: (time: string) => `${time} · passed`,
  timeLeft: (time: string, left: string) => `${time} · ${left} left`,
  keys: {cancel: 'c cancel', simulate: 's simulate transfer', leave: 'q leave', details: 'd details', code: 'd QR code'},
  /** Beside the code on a small terminal, where the deadline's date does not fit. */
  codeLeft: (left: string) => `Code valid for ${left}`,
  codePassed: 'Code no longer shown',
  working: 'Working…',
  confirmCancel: (id: string) => `Cancel deposit ${id}? A transfer made after this will not be matched. [y/N]`,
  notCancelled: 'Not cancelled.',
  simulating: 'Simulating the transfer…',
  left: (kind: string, id: string) => `Left; nothing was changed. Follow it again with: pay ${kind} watch ${id}`,
  interrupted: (kind: string, id: string) => `Interrupted; nothing was changed. Follow it again with: pay ${kind} watch ${id}`,
  stopped: (why: string) => `Stopped watching: ${why}`,
  unreadable: 'the status could not be read',
  outcome: {
    credited: (status: string, credited: string | undefined, received: string | undefined) =>
      `Deposit ${status}: ${credited ?? 'the amount'} added to the balance${received ? ` (${received} received)` : ''}.`,
    expired: (status: string, before: string | undefined) =>
      `Deposit ${status}: no transfer matched it${before ? ` before ${before}` : ''}. Create a new one for the customer.`,
    cancelled: (status: string) => `Deposit ${status}: a transfer made now will not be matched to it.`,
    waiting: (status: string) => `Deposit ${status}: still waiting for the customer's transfer.`,
    /** After the sentence of a deposit or withdrawal that ended badly, when the service gave its reason. */
    reason: (reason: string) => `The service's reason: ${reason}.`,
  },
  lines: {
    kinds: {deposit: 'deposit', withdrawal: 'withdrawal'},
    retry: (seconds: number) => `Trying again in ${seconds} s.`,
  },
}
