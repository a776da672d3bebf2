import type {ApprovalFact} from './approvals/approval-facts.js'
import type {AnswerFact} from './http/answer-facts.js'
import type {HttpInputFact} from './http/http-input-facts.js'
import type {FieldFact} from './money/field-facts.js'

/**
 * What an error found, as facts (a code and its values): the catalog's entry for the code says them
 * (src/ui/words/{en,th}/errors.ts), in English as the error is made (its message, `--json`'s) and in the run's language
 * when it is printed.
 * `problems` is several errors said as one, in order, each sentence after the other. The facts of services are
 * declared here too, since core imports nothing of theirs.
 */
export type ErrorFacts =
  | FieldFact
  | PayoutFileFact
  | ResultsPathFact
  | BookFileFact
  | ShortfallFact
  | BatchJournalFact
  | QrFileFact
  | WebhookInputFact
  | {code: 'invalid-target'; target: string; subject: TargetSubject; problem: TargetProblem}
  | {code: 'no-credentials'}
  | {code: 'no-profile'; name: string}
  | {code: 'no-base-url'}
  | {code: 'store-not-json'; path: string}
  /** `at`: where in the file (`profiles.acme.base_url`); `issue`: the schema's English words for what is wrong. */
  | {code: 'store-damaged'; path: string; at?: string; issue: string}
  /** `reason`: permission (EACCES, EPERM), directory (EISDIR), or the system's code. */
  | {code: 'store-unreadable'; path: string; reason: string}
  /** A row of pay's ledger (src/services/ledger/ledger.ts) that is not an entry: `at` the column, `issue` the schema's words. */
  | {code: 'ledger-damaged'; path: string; kind: string; id: string; at: string; issue: string}
  /** A file of the ledger's inbox (src/services/ledger/files.ts) that is not one: `at` where in it (empty: not JSON). */
  | {code: 'ledger-inbox-damaged'; path: string; at: string; issue: string}
  /** A withdrawal list that says has_more without a next page, or sends a cursor already read. */
  | {code: 'cursor-loop'; cursor?: string}
  /** A prefix of an id (as a narrow table shows it) that begins several withdrawals. */
  | {code: 'ambiguous-id'; prefix: string; ids: string[]}
  | KeyModeFact
  | SendFact
  | ProfileSetupFact
  | TestModeFact
  | SandboxFact
  | {code: 'no-webhook-url'; eventTypes: string[]}
  | {code: 'bad-status-filter'; value: string}
  | {code: 'request-log-symlink'; path: string}
  | {code: 'event-not-subscribed'; eventTypes: string[]; merchantId: string}
  | ScenarioFact
  | TriggerFact
  | StatementFact
  /** A file pay rewrites whose lock (`lock`) another pay process held over `seconds` (src/core/files/file-lock.ts). */
  | {code: 'store-locked'; path: string; lock: string; seconds: number}
  /** A lock's path holds what no pay process wrote there (src/core/files/lock-file.ts). */
  | {code: 'lock-damaged'; lock: string; damage: LockDamage; takenBy: LockTakenBy}
  | HttpInputFact
  | AnswerFact
  | ListenerFact
  | ApprovalFact
  | SecretsAndAuditFact
  | {code: 'problems'; problems: ErrorFacts[]}

/** `pay statement`'s inputs refused: a day it cannot read, a period that ends before it starts, a file it cannot name. */
export type StatementFact =
  | {code: 'statement-day'; label: string; given: string}
  | {code: 'statement-period'; from: string; to: string; labels: [string, string]}
  /** `given`: the file named, null when none is; `formats`: what its name may end in. */
  | {code: 'statement-out'; label: string; given: string | null; formats: string[]}

/**
 * A deposit's QR files refused (src/services/deposits/qr-files.ts). `label` names the file as the caller does
 * (`--qr-png`), `labels` every file asked for, `other` the flag of the other kind; paths are as typed.
 */
export type QrFileFact =
  | {code: 'qr-with-bank-transfer'; labels: string[]; bankTransfer: string}
  | {code: 'qr-no-name'; label: string; kind: string}
  | {code: 'qr-wrong-extension'; label: string; kind: string; given: string; other: string}
  | {code: 'qr-no-directory'; label: string; directory: string}
  | {code: 'qr-not-directory'; label: string; directory: string}
  | {code: 'qr-directory-not-writable'; label: string; directory: string}
  | {code: 'qr-is-directory'; label: string; kind: string; given: string}
  | {code: 'qr-deposit-bank-transfer'; id: string; labels: string[]}
  | {code: 'qr-deposit-not-pending'; id: string; status: string; labels: string[]; png: string}
  | {code: 'qr-no-payload'; id: string}
  | {code: 'qr-not-written'; label: string; given: string; reason: string}

/**
 * The body or the webhook secret of `pay webhook verify` and `pay webhook check` not read
 * (src/services/webhooks/verify-inputs.ts); `usage` is the command line that reads the secret from stdin.
 */
export type WebhookInputFact =
  | {code: 'stdin-body-and-secret'}
  | {code: 'nothing-piped-body'}
  | {code: 'nothing-piped-secret'; usage: string}
  | {code: 'no-webhook-secret'; from: 'stdin' | 'profile'}
  | {code: 'body-unreadable'; path: string; reason: string}

/**
 * The key a command would sign with, refused: a key id that is neither live nor test (`masked`: maskKeyId); a key
 * of the other mode than --live asks (`profile` holds it, absent for PAY_API_KEY); half of PAY_API_KEY and
 * PAY_API_SECRET, or no base URL for them; a profile without a key of the mode asked.
 */
export type KeyModeFact =
  | {code: 'key-not-live-or-test'; masked: string}
  | {code: 'live-key-without-flag'; profile?: string}
  | {code: 'test-key-with-live-flag'; profile?: string}
  | {code: 'env-key-half'; missing: 'PAY_API_KEY' | 'PAY_API_SECRET'}
  | {code: 'env-key-no-base-url'}
  | {code: 'profile-missing-key'; name: string; mode: 'live' | 'test'}

/**
 * A request that did not get its answer: refused by undici before a byte was written (`reason`: its message),
 * failed on the network, answered past the size pay reads, or stopped by a signal; `next` is what to do, from
 * whether a connection was made and an Idempotency-Key sent.
 */
export type SendFact =
  | {code: 'request-not-built'; method: string; url: string; reason: string}
  | {
      code: 'network-failed'
      method: string
      url: string
      timedOut: boolean
      errorCode: string
      next: 'not-sent' | 'check' | 'retry-with-key'
    }
  /** An answer longer than `limit` bytes: refused unread, as if none had come. */
  | {code: 'answer-too-large'; method: string; url: string; limit: number; next: 'check' | 'retry-with-key'}
  /** Stopped by `signal` (SIGINT: Ctrl-C) before its answer came. */
  | {code: 'request-interrupted'; method: string; url: string; signal: string; withKey: boolean}

/** A profile `pay login` or `pay profile add` refuses to save (src/services/profiles/setup.ts). */
export type ProfileSetupFact =
  | {code: 'key-without-secret'}
  | {code: 'nothing-to-save'}
  | {code: 'webhook-secret-empty'}
  | {code: 'profile-needs-base-url'; name: string}
  | {code: 'bad-profile-name'; name: string}
  | {code: 'secret-not-hex'; length: number}

/** `pay test …` refused before anything is sent (src/services/test-mode/); amounts in satang. */
export type TestModeFact =
  | {code: 'test-mode-only'; command: string}
  | {code: 'top-up-over-limit'; amount: number; limit: number}
  | {code: 'deposit-not-pending'; id: string; status: string}

/** The sandbox of a data dir not there, already running, or not started (src/sandbox/control/). */
export type SandboxFact =
  | {code: 'sandbox-not-running'; dataDir: string}
  | {code: 'sandbox-not-found'; dataDir: string}
  | {code: 'sandbox-running'; baseUrl: string; pid: number; dataDir: string}
  /** `reason` and `next`: the child's last error and its next step in its log, when it printed one. */
  | {code: 'sandbox-start-failed'; logPath: string; reason?: string; next?: string}
  /** The admin API gave no whole answer: `why` it was not read (`failed`: the connection's error, in `reason`). */
  | {code: 'sandbox-unanswered'; baseUrl: string; why: 'timed-out' | 'too-large' | 'failed'; seconds: number; reason?: string}

/** Why the service's API cannot cause an event that the sandbox can (src/services/trigger/plans.ts). */
export type NotOnService = 'expire-on-demand' | 'settle-withdrawal' | 'webhook-test'

/**
 * `pay trigger` refused before anything is sent (src/services/trigger/): an `--override` it cannot take (`pair`,
 * `field`: as typed; `known`: the fields the event's object has), or an event only the sandbox causes; `baseUrl`
 * when the credentials point at a sandbox that is not running.
 */
export type TriggerFact =
  | {code: 'override-not-pair'; pair: string}
  | {code: 'override-no-object'; field: string; event: string}
  | {code: 'override-unknown'; field: string; event: string; known: string[]}
  | {code: 'override-twice'; field: string}
  | {code: 'trigger-needs-sandbox'; event: string; why: NotOnService; baseUrl?: string}

/**
 * `pay webhook listen` refused at start (src/services/webhooks/): its port taken, or not bound (`reason`: the
 * system's words); an event list that names no event or a pattern that matches none (`named`: how the list is named,
 * `list`: the event list's label for the example, `known`: every event type); a route to the listener itself.
 */
export type ListenerFact =
  | {code: 'port-in-use'; host: string; port: number}
  | {code: 'cannot-listen'; host: string; port: number; reason: string}
  | {code: 'no-event-named'; named: string; list: string}
  | {code: 'event-matches-none'; named: string; pattern: string; list: string; known: string[]}
  | {code: 'forward-to-self'; url: string; port: number}

/** A batch refused for its journal or its lock (src/services/batch/). */
export type BatchJournalFact =
  | {code: 'journal-misnamed'; path: string; batchId: string}
  | {code: 'journal-damaged'; path: string; line: number}
  | {code: 'journal-unknown-row'; path: string; row: number; line: number; file: string}
  | {code: 'unchecked-journals'; file: string; journals: Array<{path: string; paid: number; lastAt: string}>}
  | {code: 'journal-other-account'; path: string; mode: string; baseUrl: string; currentMode: string; currentBaseUrl: string}
  | {code: 'no-journal'; file: string; path: string}
  /** `pay withdrawal batch close` of a file with no batch on this service and mode. */
  | {code: 'never-run'; file: string}
  /** `--final` or `--retry-file` naming the payout file itself, or each other. */
  | {code: 'close-file-clash'; flag: string; path: string}
  | {code: 'lock-contended'; path: string}
  | {code: 'lock-unreadable'; path: string; reason: string}
  /** `host` only when the run is on another machine (a shared data dir). */
  | {code: 'batch-running'; path: string; pid: number; startedAt: string; file: string; host?: string}

/**
 * INSUFFICIENT_BALANCE with how far the wallet is from the payout (src/services/withdrawals/shortfall.ts), in
 * satang: `said` is the service's message; `short` is the least missing when the fee is unknown.
 */
export interface ShortfallFact {
  code: 'insufficient-balance'
  said: string
  available: number
  amount: number
  fee?: number
  needed: number
  short: number
  /** In test mode, `pay test top-up` adds the money, at most `topUpLimit` a time. */
  testMode: boolean
  topUpLimit: number
}

/** What is wrong with a payout file as a whole (src/services/batch/payout-csv.ts, payout-file.ts). */
export type PayoutFileFact =
  | {code: 'not-utf8'; line: number}
  | {code: 'csv-empty'; header: string}
  | {code: 'no-rows'}
  | {code: 'too-many-rows'; rows: number; max: number}
  | {code: 'other-delimiter'; line: number; delimiter: 'semicolons' | 'tabs' | 'bars'; header: string}
  | {code: 'not-header'; line: number; header: string}
  | {code: 'unknown-columns'; names: string[]; header: string}
  | {code: 'column-twice'; name: string; header: string}
  | {code: 'missing-columns'; names: string[]; header: string}
  | {code: 'not-csv'; line?: number; reason: string}
  | {code: 'not-a-file'; path: string}
  | {code: 'file-too-large'; path: string; bytes: number; max: number}
  | {code: 'unreadable-file'; path: string; reason: string}
  | {code: 'invalid-rows'; file: string; rows: number; rowCount: number; problems: RowFacts[]; more: number}

/** Why a batch's results file cannot be written where asked (src/services/batch/results-csv.ts), found before any row is sent. */
export type ResultsPathFact =
  | {code: 'results-is-input'; results: string; input: string}
  | {code: 'results-is-directory'; results: string}
  | {code: 'results-no-folder'; results: string; folder: string}
  | {code: 'results-folder-not-writable'; results: string; folder: string}

/** The files of the books: the tables pay writes, and the operator's file `pay reconcile` reads. */
export type BookFileFact = TableFileFact | OperatorFileFact | BookPeriodFact

/** A period of the books (`--from`, `--to`) refused: not a date or time, or ending before it starts. */
export type BookPeriodFact = {code: 'period-not-time'; label: string; text: string} | {code: 'period-reversed'; from: string; to: string}

/**
 * A table file pay writes (src/services/books/table-file.ts), refused before the work whose result it would
 * hold; `label` is the flag that named it.
 */
export type TableFileFact =
  | {code: 'table-file-extension'; label: string; path: string; extensions: string[]}
  | {code: 'table-file-is-input'; label: string; path: string; input: string}
  | {code: 'table-file-is-directory'; label: string; path: string}
  | {code: 'table-file-no-folder'; label: string; path: string; folder: string}
  | {code: 'table-file-folder-not-writable'; label: string; path: string; folder: string}

/** The operator's file refused by `pay reconcile` (src/services/books/operator-file.ts); `label`: the flag naming a column. */
export type OperatorFileFact =
  | {code: 'book-file-unreadable'; path: string; reason: string}
  | {code: 'book-file-not-a-file'; path: string}
  | {code: 'book-file-too-large'; path: string; bytes: number; max: number}
  /** An Excel 97–2003 workbook, which pay does not read. */
  | {code: 'book-file-xls'; path: string}
  | {code: 'book-file-not-xlsx'; path: string; reason: string}
  | {code: 'book-file-not-utf8'; path: string; line: number}
  | {code: 'book-file-empty'; path: string}
  | {code: 'book-file-no-rows'; path: string}
  /** `columns`: the header's names as written. */
  | {code: 'book-file-no-column'; path: string; label: string; name: string; columns: string[]}
  | {code: 'book-file-column-twice'; path: string; label: string; name: string}
  | {code: 'book-file-bad-rows'; path: string; rows: number; rowCount: number; problems: BookRowFacts[]; more: number}

/** One bad row of the operator's file (src/services/books/operator-file.ts): where it is, and what. */
export interface BookRowFacts {
  row: number
  line: number
  column: string
  problem: {code: 'key-blank'} | {code: 'field'; field: FieldFact}
}

/** One problem of one row of a payout file: where it is, and what. */
export interface RowFacts {
  line: number
  row: number
  column?: string
  problem: RowFact
}

export type RowFact =
  | {code: 'cell-count'; cells: number; columns: number}
  | {code: 'cell-too-long'; length: number; max: number}
  | {code: 'cell-control'}
  | {code: 'cell-formula'; start: string}
  /** A field refused as `pay withdrawal create` refuses it, said without its label: the row names the column. */
  | {code: 'field'; field: FieldFact}

/**
 * What was found at a lock's path that no pay process wrote there. pay writes a lock whole (a file of its own
 * linked under the lock's name), so anything else is damage or something put there, never a lock being written.
 */
export type LockDamage = 'directory' | 'symlink' | 'not-regular' | 'empty' | 'too-large' | 'not-json' | 'not-holder'

/** The commands that take a lock: a store's lock is taken by any pay command that changes it, the batch's by a batch run. */
export type LockTakenBy = 'pay' | 'withdrawal batch'

/** Why a request target cannot be sent exactly as written, and where (counted from 1, in characters): facts for src/ui. */
export type TargetProblem = {position: number} & (
  | {kind: 'no-slash'; first?: string}
  | {kind: 'bad-escape'}
  | {kind: 'character'; character: string}
  | {kind: 'dot-segment'; segment: string}
)

/** What holds the target, for the message: a request's path, a scenario step's path, or the base URL's path. */
export type TargetSubject = {kind: 'path'} | {kind: 'step'; step: string} | {kind: 'base-url'}

/**
 * `pay fixtures run`'s scenario file or `--set` refused, or one of its steps refused or failed
 * (src/services/fixtures/). Step names, fields, references and `--set` texts are as written; `reason` is the
 * parser's or the file system's English, quoted; `done` names the steps answered before the one that stopped.
 */
export type ScenarioFact =
  | {code: 'set-malformed'; text: string}
  | {code: 'set-not-json'; text: string}
  | {code: 'scenario-unreadable'; file: string; reason: string}
  | {code: 'scenario-not-json'; file: string; reason: string}
  | {code: 'invalid-scenario'; file: string; problems: ScenarioProblemFacts[]}
  | {code: 'unresolved-reference'; step: string; field: string; reference: string; problem: UnresolvedFact; done: string[]}
  /** `retryKey`: the step's Idempotency-Key, when it may or may not have been processed. */
  | {code: 'step-failed'; step: string; method: string; target: string; failure: StepFailure; done: string[]; retryKey?: string}

/** One problem of a scenario file: its step (null: the file as a whole) and field (none: the step or file itself). */
export interface ScenarioProblemFacts {
  step: string | null
  field?: string
  problem: ScenarioProblemFact
}

export type ScenarioProblemFact =
  | {code: 'missing'}
  | {code: 'unknown-fields'; names: string[]}
  /** JSON types as the schema names them: object, array, string, number, boolean, null. */
  | {code: 'wrong-type'; expected: string; received: string}
  | {code: 'not-one-of'; options: string[]}
  | {code: 'empty'}
  | {code: 'bad-step-name'}
  | {code: 'path-without-slash'}
  | {code: 'no-steps'}
  /** The schema's own English, quoted, for an issue none of the above says. */
  | {code: 'schema'; issue: string}
  /** Positions from 1. */
  | {code: 'name-twice'; position: number; first: number}
  | {code: 'body-on-get'}
  | {code: 'set-no-step'; name: string; steps: string[]}
  | {code: 'set-not-object'}
  | {code: 'reference'; reference: string; problem: ReferenceFact}

/** Why a `${STEP.FIELD}` cannot be used, found before anything is sent; `position` from 1. */
export type ReferenceFact =
  | {code: 'not-step-field'}
  | {code: 'no-such-step'; name: string; steps: string[]}
  | {code: 'own-step'}
  | {code: 'later-step'; name: string; position: number}
  | {code: 'no-field-named'; name: string}

/** Why a reference cannot be filled from the answers, found when its step is about to be sent. */
export type UnresolvedFact = {code: 'field-not-in-answer'; name: string} | {code: 'object-in-text'}

/** The error a step met: its facts when it has them, else its message (the service's words) as it came. */
export interface StepFailure {
  code: string
  message: string
  tryMessage?: string
  facts?: ErrorFacts
}

/** The key store (src/core/secrets/key-store.ts) and the audit log (src/services/audit/). */
export type SecretsAndAuditFact =
  /** `keyring`: the keyring's words when it could not be read (it may hold the secret). */
  | {code: 'secret-missing'; name: string; keyring?: string}
  | {code: 'audit-bad-date'; flag: string; value: string}
  /** The audit log's last line is not a record: nothing can be chained to it. */
  | {code: 'audit-log-tail'; path: string}
