/** A batch refused for its journal or its lock (src/services/batch/): what was found, and what to do. */
export const batchJournal = {
  misnamed: (path: string, batchId: string) =>
    `The batch journal ${path} is damaged: its first record is not the header of batch ${batchId}; nothing was sent.`,
  lookFirstLine:
    'Look at its first line: the journal records what was paid, so it is never repaired by guessing. Keep a copy before editing it.',
  damaged: (path: string, line: number) => `The batch journal ${path} is damaged at line ${line}; nothing was sent.`,
  lookLine: 'Look at that line: the journal records what was paid, so it is never repaired by guessing. Keep a copy before editing it.',
  unknownRow: (path: string, row: number, line: number, file: string) =>
    `The batch journal ${path} names row ${row} at line ${line}, which ${file} does not have; nothing was sent.`,
  unchecked: (file: string, count: number) =>
    `${file} was run before by an earlier version of pay, and has changed since; its journal${count > 1 ? 's do' : ' does'} not say which payee each row paid, so rows already paid cannot be told apart. Nothing was sent:`,
  uncheckedJournal: (path: string, paid: number, lastAt: string) =>
    `${path}: ${paid} row${paid > 1 ? 's' : ''} paid, last record ${lastAt}`,
  compare: (count: number, path: string) =>
    `Compare the file with \`pay withdrawal list\`, then move ${count > 1 ? 'those journals' : 'that journal'} aside (e.g. mv ${path} ${path}.checked) or run with --pay-again.`,
  otherAccount: (mode: string, baseUrl: string, path: string, currentMode: string, currentBaseUrl: string) =>
    `This file was already run in ${mode} mode against ${baseUrl}; its journal (${path}) records what was paid there, so it is not continued in ${currentMode} mode against ${currentBaseUrl}. Nothing was sent.`,
  moveAside: (path: string, moved: string) =>
    `To pay the same file here too, move that journal aside first (keep it: it is the record of the other run), e.g. mv ${path} ${moved}`,
  noJournal: (file: string, path: string) => `--resume: ${file} has never been run (no journal at ${path}); nothing was sent.`,
  runWithoutResume:
    'Run it without --resume to start it. A batch is its rows: line endings, spacing, column or row order do not change it, but a row added, removed or changed makes another batch.',
  lockContended: (path: string) => `Could not take the batch lock ${path}: other runs keep taking it.`,
  tryAgain: 'Try again in a moment.',
  lockUnreadable: (path: string, reason: string) => `The batch lock ${path} is unreadable (${reason}).`,
  removeLock: (path: string) => `If no \`pay withdrawal batch\` is running, remove it: rm ${path}`,
  running: (host: string | undefined, pid: number, startedAt: string, file: string) =>
    `Another \`pay withdrawal batch\` is running${host ? ` on ${host}` : ''}: pid ${pid}, started ${startedAt}, paying ${file}. Nothing was sent.`,
  waitForIt: 'Wait for it to finish, then run the file again: rows it paid are not paid twice.',
  removeOtherLock: (host: string, path: string) => `If no batch is running on ${host}, remove the lock: rm ${path}`,
}
