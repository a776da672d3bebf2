import {mkdirSync, mkdtempSync, symlinkSync, writeFileSync} from 'node:fs'
import {createServer} from 'node:net'
import {hostname, tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {checkUrlFlags, DEPOSIT_LABELS, URL_HELP_VALUE} from '../../src/cli/flags.js'
import {checkHeaderFlags} from '../../src/cli/header-flags.js'
import {Session} from '../../src/cli/session.js'
import type {PayError} from '../../src/core/errors.js'
import {lockPathOf, withFileLock} from '../../src/core/files/file-lock.js'
import {parser} from '../../src/core/http/api.js'
import {openPool} from '../../src/core/http/dispatcher.js'
import {checkHeaderValue} from '../../src/core/http/header-value.js'
import {checkRequestTarget} from '../../src/core/http/request-target.js'
import {adviseInstead, apiErrorFromResponse, parseJson} from '../../src/core/http/response-error.js'
import {networkError, notBuilt} from '../../src/core/http/send-failures.js'
import {readAccountNumber, readPositiveAmount, requireText, resolveBank} from '../../src/core/money/field-readers.js'
import {baseUrlToUse, findProfile, modeOfKeyId, resolveCredentials} from '../../src/core/profiles/credentials.js'
import {ProfileStore} from '../../src/core/profiles/store.js'
import {balanceSchema} from '../../src/core/schemas/balance.js'
import {terminalSafeLines} from '../../src/core/text/visible-text.js'
import {readSandboxKeys} from '../../src/sandbox/control/keys.js'
import {sandboxRunning, startFailure} from '../../src/sandbox/control/lifecycle.js'
import {sandboxNotRunning} from '../../src/sandbox/control/state.js'
import {readJournal} from '../../src/services/batch/journal.js'
import {uncheckedJournalsError} from '../../src/services/batch/legacy-journal.js'
import {parsePayoutCsv} from '../../src/services/batch/payout-csv.js'
import {readPayoutFile} from '../../src/services/batch/payout-file.js'
import {RunLock, runLockPath} from '../../src/services/batch/run-lock.js'
import {prepareDeposit, readMeta} from '../../src/services/deposits/create.js'
import {checkQrFiles, depositQrPayload} from '../../src/services/deposits/qr-files.js'
import {errorFacts, failed} from '../../src/services/doctor/check.js'
import {runScenario} from '../../src/services/fixtures/run-scenario.js'
import {parseOverride, readScenario} from '../../src/services/fixtures/scenario-file.js'
import {checkProfileName, checkSecret, saveProfile} from '../../src/services/profiles/setup.js'
import {entryFilter} from '../../src/services/request-log/entry-filter.js'
import {openIfPresent} from '../../src/services/request-log/log-reader.js'
import {assertTestMode} from '../../src/services/test-mode/guard.js'
import {simulateTransfer} from '../../src/services/test-mode/simulate-transfer.js'
import {readTopUpAmount} from '../../src/services/test-mode/top-up.js'
import {readOverrides} from '../../src/services/trigger/overrides.js'
import {TRIGGER_PLANS} from '../../src/services/trigger/plans.js'
import {undeliverable} from '../../src/services/trigger/sandbox.js'
import {triggerEvent} from '../../src/services/trigger/trigger.js'
import {checkTarget} from '../../src/services/webhooks/check/target.js'
import {assertNotSelf} from '../../src/services/webhooks/delivery-disposition.js'
import {checkForwardUrl} from '../../src/services/webhooks/forward.js'
import {startWebhookReceiver} from '../../src/services/webhooks/receiver.js'
import {parseEventPatterns, parseForwardHeader, parseForwardRoute} from '../../src/services/webhooks/routes.js'
import {readWebhookSecret, readWebhookVerifyInputs} from '../../src/services/webhooks/verify-inputs.js'
import {listAllWithdrawals} from '../../src/services/withdrawals/list.js'
import {preparePayout} from '../../src/services/withdrawals/payout.js'
import {doctorCheck} from '../../src/ui/text/doctor-checks.js'
import {sayErrorFacts} from '../../src/ui/text/error-facts.js'
import {en} from '../../src/ui/words/en/index.js'
import {th} from '../../src/ui/words/th/index.js'

const BANKS = {
  KBANK: {bank_code: 'KBANK', bank_number: '004', name_en: 'Kasikornbank', name_th: 'กสิกรไทย', fullname_th: 'ธนาคารกสิกรไทย'},
} as never

function thrown(make: () => unknown): PayError {
  try {
    make()
  } catch (error) {
    return error as PayError
  }
  throw new Error('did not throw')
}

async function rejected(made: Promise<unknown>): Promise<PayError> {
  return made.then(
    () => {
      throw new Error('did not throw')
    },
    (error: PayError) => error,
  )
}

const LABELS = {
  amount: '--amount',
  bank: '--bank',
  accountNo: '--account-no',
  accountName: '--account-name',
  description: '--d',
  referenceUserId: '--r',
}

/** Each kind of fact a field of a payment is refused with, made by the code that makes it. */
const ERRORS: Array<[string, () => PayError | Promise<PayError>]> = [
  ['amount-unreadable', () => thrown(() => readPositiveAmount('1e3', '--amount'))],
  ['amount-not-positive', () => thrown(() => readPositiveAmount('0', '--amount'))],
  ['not-account-number', () => thrown(() => readAccountNumber('12', 'accountNo', '--account-no'))],
  ['blank', () => thrown(() => requireText(' ', 'accountName', '--account-name', 'destinationName'))],
  ['not-plain', () => thrown(() => requireText('Som\u202Echai', 'accountName', '--account-name', 'destinationName'))],
  ['unknown-bank, suggested', () => thrown(() => resolveBank('kban', '--bank', BANKS))],
  ['unknown-bank', () => thrown(() => resolveBank('ZZZZZZ', '--bank', BANKS))],
  ['meta-not-pair', () => thrown(() => readMeta(['order'], '--meta'))],
  ['meta-twice', () => thrown(() => readMeta(['a=1', 'a=2'], '--meta'))],
  ['missing-payer', () => rejected(prepareDeposit({amount: '1'}, {loadBanks: async () => BANKS, labels: DEPOSIT_LABELS}))],
  [
    'problems',
    () =>
      rejected(
        preparePayout(
          {amount: '0', bank: 'ZZ', accountNo: '1', accountName: ''},
          {loadBanks: async () => BANKS, labels: LABELS, everyProblem: true},
        ),
      ),
  ],
]

const HEADER = 'amount,bank,account_no,account_name'
const dir = mkdtempSync(join(tmpdir(), 'pay-error-facts-'))

function csv(text: string | Buffer): () => Promise<PayError> {
  return () => rejected(parsePayoutCsv(Buffer.from(text)))
}

function payoutFile(text: string): () => Promise<PayError> {
  const path = join(dir, `${Math.random()}.csv`)
  writeFileSync(path, text)
  return () => rejected(readPayoutFile({path, loadBanks: async () => BANKS}))
}

/** Each kind of fact a payout file is refused with. */
const FILE_ERRORS: Array<[string, () => PayError | Promise<PayError>]> = [
  ['not-utf8', csv(Buffer.from([0x61, 0x0a, 0xff]))],
  ['csv-empty', csv('')],
  ['no-rows', csv(`${HEADER}\n`)],
  ['other-delimiter', csv('amount;bank;account_no;account_name\n1;KBANK;1234567890;A\n')],
  ['not-header', csv('hello\n1\n')],
  ['unknown-columns', csv(`${HEADER},note,memo\n`)],
  ['column-twice', csv(`${HEADER},amount\n`)],
  ['missing-columns', csv('amount,bank\n')],
  ['not-csv', csv(`${HEADER}\n"500,KBANK\n`)],
  ['not-a-file', () => rejected(readPayoutFile({path: dir, loadBanks: async () => BANKS}))],
  ['unreadable-file', () => rejected(readPayoutFile({path: join(dir, 'absent.csv'), loadBanks: async () => BANKS}))],
  [
    'invalid-rows',
    payoutFile(
      [HEADER, '500,KBANK,1234567890', '500,=cmd,1234567890,A', '0,ZZ,12,', `${'9'.repeat(1001)},KBANK,1234567890,A`, ''].join('\n'),
    ),
  ],
]

function journalLine(text: string): () => Promise<PayError> {
  const path = join(dir, `${Math.random()}.jsonl`)
  writeFileSync(path, text)
  return () => rejected(readJournal(path))
}

/** A batch refused for its journal or its lock. */
const JOURNAL_ERRORS: Array<[string, () => PayError | Promise<PayError>]> = [
  ['journal-damaged', journalLine('not json\n')],
  [
    'unchecked-journals',
    () =>
      uncheckedJournalsError(
        [
          {path: '/d/a.jsonl', batch_id: 'a', paid: 2, last_at: '2026-11-26T01:00:00.000Z'},
          {path: '/d/b.jsonl', batch_id: 'b', paid: 1, last_at: '2026-11-26T02:00:00.000Z'},
        ],
        '/d/payouts.csv',
      ),
  ],
  [
    'batch-running',
    async () => {
      const data = mkdtempSync(join(tmpdir(), 'pay-lock-'))
      const {lock} = await RunLock.acquire(data, '/d/payouts.csv')
      const error = await rejected(RunLock.acquire(data, '/d/payouts.csv'))
      await lock.release()
      return error
    },
  ],
  [
    'lock-unreadable',
    () => {
      const data = mkdtempSync(join(tmpdir(), 'pay-lock-'))
      mkdirSync(join(data, 'batches'))
      writeFileSync(runLockPath(data), '{')
      return rejected(RunLock.acquire(data, '/d/payouts.csv'))
    },
  ],
]

const QR_LABELS = {png: '--qr-png', svg: '--qr-svg', bankTransfer: '--method bank'}
const qrNames = (png: string, method?: 'bank') => () => thrown(() => checkQrFiles({names: {png}, method, labels: QR_LABELS}, dir))
const QR_TARGETS = {png: {given: 'qr.png', path: join(dir, 'qr.png')}}
const qrOf = (deposit: object) => () => thrown(() => depositQrPayload({id: 'dep_1', ...deposit} as never, QR_TARGETS, QR_LABELS))

/** A deposit's QR files refused. */
const QR_ERRORS: Array<[string, () => PayError | Promise<PayError>]> = [
  ['qr-with-bank-transfer', qrNames('qr.png', 'bank')],
  ['qr-no-name', qrNames(' ')],
  ['qr-wrong-extension', qrNames('qr.jpg')],
  ['qr-no-directory', qrNames('absent/qr.png')],
  ['qr-not-directory', qrNames(`${join(dir, 'file')}/qr.png`)],
  ['qr-is-directory', qrNames('dir.png')],
  ['qr-is-directory, named with trailing slashes', qrNames('dir.png//')],
  ['qr-deposit-bank-transfer', qrOf({payment_method_type: 'BANK_TRANSFER', status: 'PENDING'})],
  ['qr-deposit-not-pending', qrOf({payment_method_type: 'PROMPTPAY_QR', status: 'EXPIRED'})],
  ['qr-no-payload', qrOf({payment_method_type: 'PROMPTPAY_QR', status: 'PENDING'})],
]
writeFileSync(join(dir, 'file'), '')
mkdirSync(join(dir, 'dir.png'))

const target = (path: string, subject?: Parameters<typeof checkRequestTarget>[1]) => () => thrown(() => checkRequestTarget(path, subject))

/** A request target that cannot be sent as written. */
const TARGET_ERRORS: Array<[string, () => PayError | Promise<PayError>]> = [
  ['invalid-target, no slash', target('v1/balance')],
  ['invalid-target, empty', target('')],
  ['invalid-target, a space', target('/v1/a b')],
  ['invalid-target, a tab in a step', target('/v1/a\tb', {kind: 'step', step: 'pay'})],
  ['invalid-target, a bad escape', target('/v1/%zz')],
  ['invalid-target, a dot segment in the base URL', target('/api/../v1', {kind: 'base-url'})],
  ['invalid-target, a fragment', target('/v1/balance#x')],
  ['invalid-target, Thai', target('/v1/ก')],
  ['invalid-target, half a pair', target('/v1/\uD800')],
  ['invalid-target, invisible', target('/v1/\u200B')],
]

function sandboxLog(text: string): () => PayError {
  const path = join(dir, `${Math.random()}.log`)
  writeFileSync(path, `an earlier run\n${text}`)
  return () => startFailure(path, 'an earlier run\n'.length)
}

const NO_PROFILES = {get: () => undefined, defaultName: () => undefined} as never

/** Profiles and the sandbox. */
const SETUP_ERRORS: Array<[string, () => PayError | Promise<PayError>]> = [
  ['no-credentials', () => thrown(() => findProfile({env: {}, store: NO_PROFILES}, true))],
  ['no-profile', () => thrown(() => findProfile({env: {}, store: NO_PROFILES, profileFlag: 'nope'}, true))],
  ['sandbox-not-running', () => sandboxNotRunning('/tmp/pay-sandbox')],
  ['bad-status-filter', () => thrown(() => entryFilter({status: '6xx'}))],
  [
    'request-log-symlink',
    () => {
      const link = join(dir, 'requests-link.jsonl')
      symlinkSync(join(dir, 'elsewhere.jsonl'), link)
      return thrown(() => openIfPresent(link))
    },
  ],
  ['sandbox-not-found', () => rejected(readSandboxKeys(join(dir, 'no-sandbox')))],
  ['sandbox-running', () => sandboxRunning({base_url: 'http://127.0.0.1:4010', pid: 42}, '/tmp/pay-sandbox')],
  ['sandbox-start-failed, no error in its log', sandboxLog('listening\n')],
  ['sandbox-start-failed', sandboxLog('Error: Port 4010 is in use.\n  → Pass --port.\n')],
  ['no-webhook-url', () => undeliverable({url: null, events: null}, ['deposit.success', 'withdrawal.success'], 'm_1')!],
  ['event-not-subscribed', () => undeliverable({url: 'http://127.0.0.1:9/', events: ['deposit.success']}, ['withdrawal.failed'], 'm_1')!],
]

const piped = (text: string) => async () => Buffer.from(text)
const verifyInputs = (options: Partial<Parameters<typeof readWebhookVerifyInputs>[0]>) => () =>
  rejected(
    readWebhookVerifyInputs({
      secretFromStdin: false,
      stdinIsTTY: false,
      readStdin: piped('{}'),
      profileWebhookSecret: () => 'whsec',
      ...options,
    }),
  )

/** The body or the webhook secret of `pay webhook verify` and `pay webhook check` not read. */
const WEBHOOK_INPUT_ERRORS: Array<[string, () => PayError | Promise<PayError>]> = [
  ['stdin-body-and-secret', verifyInputs({secretFromStdin: true})],
  ['nothing-piped-body', verifyInputs({stdinIsTTY: true})],
  ['nothing-piped-secret', verifyInputs({file: join(dir, 'file'), secretFromStdin: true, stdinIsTTY: true})],
  [
    'nothing-piped-secret, check',
    () =>
      rejected(
        readWebhookSecret({
          secretFromStdin: true,
          stdinIsTTY: true,
          readStdin: piped(''),
          profileWebhookSecret: () => undefined,
          stdinUsage: 'pay webhook check URL --secret-stdin',
        }),
      ),
  ],
  ['no-webhook-secret, stdin', verifyInputs({file: join(dir, 'file'), secretFromStdin: true, readStdin: piped('\n')})],
  ['no-webhook-secret, profile', verifyInputs({profileWebhookSecret: () => undefined})],
  ['body-unreadable', verifyInputs({file: join(dir, 'absent.json')})],
]

const LIVE_KEY = 'unk_live_0123456789abcdef'
const TEST_KEY = 'unk_test_0123456789abcdef'
const SECRET = 'a'.repeat(64)
const storeWith = (mode: 'live' | 'test', key_id: string) =>
  ({get: () => ({base_url: 'https://api.example', [mode]: {key_id, secret: SECRET}}), defaultName: () => 'acme'}) as never
const credentials =
  (live: boolean, env: Record<string, string>, store = NO_PROFILES) =>
  () =>
    thrown(() => resolveCredentials({env, store, live}))

const SENT = {method: 'POST', url: 'https://api.example/v1/withdrawals', target: '/v1/withdrawals', unsigned: false} as const

function storeOf(text: string): () => PayError {
  const configDir = mkdtempSync(join(tmpdir(), 'pay-store-'))
  writeFileSync(join(configDir, 'profiles.json'), text)
  return () => thrown(() => new ProfileStore(configDir))
}

/** A withdrawal list whose pages all say has_more, with these next cursors. */
function pages(cursors: Array<string | null>): () => Promise<PayError> {
  const api = {listWithdrawals: async () => ({data: {data: [], has_more: true, next_cursor: cursors.shift() ?? null}})}
  return () => rejected(listAllWithdrawals({api} as never))
}

/** Keys of the other mode, and `pay test …` refused before anything is sent. */
const MODE_ERRORS: Array<[string, () => PayError | Promise<PayError>]> = [
  ['key-not-live-or-test', () => thrown(() => modeOfKeyId('unk_prod_0123456789'))],
  ['live-key-without-flag, PAY_API_KEY', credentials(false, {PAY_API_KEY: LIVE_KEY, PAY_API_SECRET: SECRET})],
  ['live-key-without-flag, a profile', credentials(false, {}, storeWith('test', LIVE_KEY))],
  ['test-key-with-live-flag, a profile', credentials(true, {}, storeWith('live', TEST_KEY))],
  ['env-key-half', credentials(false, {PAY_API_KEY: TEST_KEY})],
  ['env-key-no-base-url', credentials(false, {PAY_API_KEY: TEST_KEY, PAY_API_SECRET: SECRET})],
  ['profile-missing-key, test', credentials(false, {}, storeWith('live', LIVE_KEY))],
  ['profile-missing-key, live', credentials(true, {}, storeWith('test', TEST_KEY))],
  ['key-without-secret', () => rejected(saveProfile({store: NO_PROFILES, name: 'acme', keyId: TEST_KEY}))],
  ['nothing-to-save', () => rejected(saveProfile({store: NO_PROFILES, name: 'acme'}))],
  ['webhook-secret-empty', () => rejected(saveProfile({store: NO_PROFILES, name: 'acme', webhookSecret: ''}))],
  [
    'profile-needs-base-url',
    () =>
      rejected(
        saveProfile({
          store: {put: async (_: string, merge: (p: undefined) => unknown) => merge(undefined)},
          name: 'acme',
          keyId: TEST_KEY,
          secret: SECRET,
        } as never),
      ),
  ],
  ['bad-profile-name', () => thrown(() => checkProfileName('a b'))],
  ['secret-not-hex', () => thrown(() => checkSecret('abc'))],
  ['request-not-built', () => notBuilt(new Error('invalid header value'), SENT)],
  ['network-failed, not connected', () => networkError(Object.assign(new Error('x'), {code: 'ECONNREFUSED'}), SENT)],
  ['network-failed, timed out', () => networkError(Object.assign(new Error('x'), {code: 'UND_ERR_HEADERS_TIMEOUT'}), SENT)],
  ['network-failed, with a key', () => networkError(Object.assign(new Error('x'), {code: 'ECONNRESET'}), {...SENT, idempotencyKey: 'k'})],
  [
    'no-base-url',
    () => thrown(() => new Session({io: {env: {}}, configDir: mkdtempSync(join(tmpdir(), 'pay-config-'))} as never).baseUrl()),
  ],
  ['store-not-json', storeOf('{')],
  ['store-damaged', storeOf('{"profiles": {"acme": {"base_url": 7}}}')],
  ['store-damaged, the whole file', storeOf('[]')],
  [
    'store-unreadable, a directory',
    () => {
      const configDir = mkdtempSync(join(tmpdir(), 'pay-store-'))
      mkdirSync(join(configDir, 'profiles.json'))
      return thrown(() => new ProfileStore(configDir))
    },
  ],
  ['cursor-loop, the same cursor', pages(['c1', 'c1'])],
  ['cursor-loop, no cursor', pages([null])],
  ['test-mode-only', () => thrown(() => assertTestMode('test top-up', true))],
  ['top-up-over-limit', () => thrown(() => readTopUpAmount('1000000.01'))],
  [
    'deposit-not-pending',
    () =>
      rejected(
        simulateTransfer({
          depositId: 'dep_1',
          api: {getDeposit: async () => ({data: {id: 'dep_1', status: 'CREDITED'}})},
        } as never),
      ),
  ],
]

/** A scenario file in the test's directory, read with these `--set` texts. */
function scenarioFile(content: unknown, sets: string[] = []): () => Promise<PayError> {
  const path = join(dir, `${Math.random()}.json`)
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify({steps: content}))
  return () => rejected(readScenario(path, sets.map(parseOverride)))
}

const balanceStep = (name: string, path = '/v1/balance') => ({name, method: 'GET', path})
const payoutStep = {name: 'payout', method: 'POST', path: '/v1/withdrawals'}
const ANSWERED = {status: 200, headers: {}, bodyText: '{"id":"dep_1","pay_to":{"qr":"0002"}}', durationMs: 1} as never

/** Runs these steps against a service that answers each with ANSWERED, and the last as `last` says. */
function runSteps(steps: unknown[], last: () => unknown): () => Promise<PayError> {
  let sent = 0
  const send = async () => (++sent < steps.length ? ANSWERED : last())
  return () => rejected(runScenario({api: {client: {send}} as never, scenario: {file: 'scenario.json', steps: steps as never}}))
}

const keyed = (error: PayError) => Object.assign(error, {idempotencyKey: 'key-1'})

/** `pay fixtures run`: its scenario file and --set refused, and a step refused or failed. */
const SCENARIO_ERRORS: Array<[string, () => PayError | Promise<PayError>]> = [
  ['set-malformed', () => thrown(() => parseOverride('amount=1'))],
  ['set-not-json', () => thrown(() => parseOverride('deposit.meta:={oops'))],
  ['scenario-unreadable', () => rejected(readScenario(join(dir, 'absent.json')))],
  ['scenario-not-json', scenarioFile('{"steps": [')],
  ['invalid-scenario, the file', scenarioFile('[]')],
  ['invalid-scenario, no steps', scenarioFile({stepz: [], steps: []})],
  [
    'invalid-scenario, its fields',
    scenarioFile([
      7,
      {name: '1st', method: 'FETCH', path: 'v1/balance', idempotency_key: ''},
      {method: 'GET', path: 5, colour: 'red', size: 1},
      {name: 'a', method: 'GET', path: '/v1/balance', body: {}, colour: 'red'},
    ]),
  ],
  [
    'invalid-scenario, names, references and --set',
    scenarioFile(
      [
        balanceStep('a'),
        {name: 'b', method: 'POST', path: '/v1/x', body: {me: '${b.id}', no: '${nope.id}', later: '${c.id}', bare: '${a}', odd: '${.x}'}},
        {...balanceStep('a'), body: {}},
        {name: 'c', method: 'POST', path: '/v1/y', body: {amount: '1.00'}},
      ],
      ['ghost.amount=1', 'c.amount.x=1'],
    ),
  ],
  [
    'unresolved-reference, a field the answer does not have',
    runSteps([balanceStep('first'), balanceStep('look', '/v1/deposits/${first.deposit_id}')], () => ANSWERED),
  ],
  [
    'unresolved-reference, an object inside text',
    runSteps([balanceStep('first'), balanceStep('look', '/v1/deposits/x${first.pay_to}')], () => ANSWERED),
  ],
  [
    'step-failed, the service refused it',
    runSteps([balanceStep('first'), payoutStep], () => ({
      status: 422,
      headers: {},
      bodyText: JSON.stringify({error: {code: 'INVALID_BANK', message: 'Unknown bank NOBANK.', request_id: 'req_1'}}),
      durationMs: 1,
    })),
  ],
  [
    'step-failed, no connection',
    runSteps([payoutStep], () => {
      throw networkError(Object.assign(new Error('x'), {code: 'ECONNREFUSED'}), SENT)
    }),
  ],
  [
    'step-failed, no answer to a request with a key',
    runSteps([balanceStep('first'), payoutStep], () => {
      throw keyed(networkError(Object.assign(new Error('x'), {code: 'ECONNRESET'}), {...SENT, idempotencyKey: 'key-1'}))
    }),
  ],
]

const overrides =
  (event: keyof typeof TRIGGER_PLANS, ...pairs: string[]) =>
  () =>
    thrown(() => readOverrides(pairs, TRIGGER_PLANS[event], event))
const triggered = (event: 'deposit.expired' | 'withdrawal.failed' | 'webhook.test', baseUrl: string) => () =>
  rejected(
    triggerEvent({
      event,
      overrides: [],
      api: {} as never,
      loadBanks: async () => BANKS,
      sandboxTarget: {dataDirs: [], baseUrl, keyId: TEST_KEY, profileName: 'acme'},
    }),
  )

/** `pay trigger` refused before anything is sent. */
const TRIGGER_ERRORS: Array<[string, () => PayError | Promise<PayError>]> = [
  ['override-not-pair', overrides('deposit.success', 'amount')],
  ['override-no-object', overrides('webhook.test', 'amount=1')],
  ['override-unknown', overrides('withdrawal.failed', 'colour=red')],
  ['override-twice', overrides('deposit.success', 'amount=1', 'amount=2')],
  ['trigger-needs-sandbox, against the service', triggered('deposit.expired', 'https://api.example.com')],
  ['trigger-needs-sandbox, against the service, a withdrawal', triggered('withdrawal.failed', 'https://api.example.com')],
  ['trigger-needs-sandbox, no sandbox running', triggered('webhook.test', 'http://127.0.0.1:4010')],
]

/** A file's lock held too long; URLs, headers and methods refused; answers that are not the API's. */
const HTTP_ERRORS: Array<[string, () => PayError | Promise<PayError>]> = [
  [
    'store-locked',
    () => {
      const path = join(dir, 'settings.json')
      writeFileSync(lockPathOf(path), JSON.stringify({pid: process.pid, hostname: hostname()}))
      return rejected(withFileLock(path, () => undefined, {waitMs: 100}))
    },
  ],
  ['url-not-http, a flag', () => thrown(() => checkUrlFlags({'base-url': {helpValue: URL_HELP_VALUE}}, {'base-url': 'ftp://x\n'}))],
  ['url-not-http, the endpoint', () => rejected(checkTarget('127.0.0.1:3000/webhooks'))],
  ['url-not-http, a profile', () => thrown(() => baseUrlToUse({}, {name: 'old co', profile: {base_url: 'api.example.com'}}))],
  ['url-not-http, the base URL', () => rejected(saveProfile({store: NO_PROFILES, name: 'acme', baseUrl: 'example.com'}))],
  ['url-with-userinfo, --forward-to', () => thrown(() => checkForwardUrl('https://ops:s3cret@example.com/hook', '--forward-to'))],
  [
    'url-with-userinfo, a profile',
    () => thrown(() => baseUrlToUse({}, {name: 'old', profile: {base_url: 'https://ops:s3cret@api.example.com'}})),
  ],
  ['proxy-unusable', () => thrown(() => openPool({HTTPS_PROXY: '//ops:s3cret@proxy.internal:3128'}))],
  ['url-with-userinfo, PAY_BASE_URL', () => thrown(() => baseUrlToUse({PAY_BASE_URL: 'https://ops@api.example.com/'}, undefined))],
  ['header-value-refused, a flag', () => thrown(() => checkHeaderFlags({'idempotency-key': 'order\n1'}))],
  ['header-value-refused, the key id', () => thrown(() => modeOfKeyId('unk_test_abc '))],
  ['header-value-refused, Thai in a header', () => thrown(() => checkHeaderValue('คีย์', {kind: 'header', name: 'X-Api-Key'}))],
  ['header-line-refused, no colon', () => thrown(() => checkHeaderFlags({header: 'no colon here'}))],
  ['header-line-refused, no name', () => thrown(() => checkHeaderFlags({header: ' : value'}))],
  ['header-line-refused, in the name', () => thrown(() => checkHeaderFlags({header: 'X Key: value'}))],
  ['header-line-refused, in the value', () => thrown(() => checkHeaderFlags({header: 'X-Key: \u202Evalue'}))],
  [
    'header-reserved',
    () => thrown(() => parseForwardHeader('Host: example.com', {events: '--events', forwardTo: '--forward-to', header: '--header'})),
  ],
]

const NOW = Date.parse('2026-11-26T01:00:00Z')
const answer =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    apiErrorFromResponse({status, headers, bodyText: typeof body === 'string' ? body : JSON.stringify(body)}, NOW)
const envelope = (code: string, message = 'Refused.') => ({error: {code, message, request_id: 'req_1'}})

/** Answers that are not the API's: pay's words, and its next step. */
const ANSWER_ERRORS: Array<[string, () => PayError | Promise<PayError>]> = [
  ['no-error-envelope, a web page', answer(404, '<html>Not Found</html>')],
  ['no-error-envelope, empty, 502', answer(502, '')],
  ['answer-not-json', () => thrown(() => parseJson({status: 200, headers: {}, bodyText: '<html>', requestId: 'req_1'}))],
  ['answer-not-api', () => thrown(() => parser(balanceSchema)({available: 1}))],
  ['answer-not-api, the whole body', () => thrown(() => parser(balanceSchema)('ok'))],
]

/** The service's own error: its message as given, pay's next step in the run's language. */
const API_ERRORS: Array<[string, () => PayError]> = [
  ['UNAUTHORIZED', answer(401, envelope('UNAUTHORIZED'))],
  ['UNAUTHORIZED, our clock behind', answer(401, envelope('UNAUTHORIZED'), {date: new Date(NOW + 400_000).toUTCString()})],
  ['UNAUTHORIZED, our clock ahead', answer(401, envelope('UNAUTHORIZED'), {date: new Date(NOW - 400_000).toUTCString()})],
  [
    'UNAUTHORIZED, in pay whoami',
    () => {
      const error = answer(401, envelope('UNAUTHORIZED'))()
      adviseInstead(error, 'key-refused', {kind: 'identity-refused'})
      return error
    },
  ],
  ['IP_NOT_ALLOWED', answer(403, envelope('IP_NOT_ALLOWED'))],
  ['RATE_LIMITED', answer(429, envelope('RATE_LIMITED'), {'retry-after': '3'})],
  ['RATE_LIMITED, no Retry-After', answer(429, envelope('RATE_LIMITED'))],
  ['IDEMPOTENCY_IN_PROGRESS', answer(409, envelope('IDEMPOTENCY_IN_PROGRESS'))],
  ['IDEMPOTENCY_KEY_MISMATCH', answer(409, envelope('IDEMPOTENCY_KEY_MISMATCH'))],
  ['NOT_FOUND', answer(404, envelope('NOT_FOUND'))],
  ['NOT_CANCELLABLE', answer(409, envelope('NOT_CANCELLABLE'))],
  ['INVALID_BANK', answer(422, envelope('INVALID_BANK'))],
  ['INTERNAL', answer(500, envelope('INTERNAL', 'Boom\u202E.'))],
]

const LISTENER_LABELS = {events: '--events', forwardTo: '--forward-to', header: '--header'}
const listening = (host: string, port: number) => rejected(startWebhookReceiver({host, port, relay: {} as never, onDelivery: () => {}}))

/** `pay webhook listen` refused at start. */
const LISTENER_ERRORS: Array<[string, () => PayError | Promise<PayError>]> = [
  [
    'port-in-use',
    async () => {
      const taken = createServer()
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
      const error = await listening('127.0.0.1', (taken.address() as {port: number}).port)
      taken.close()
      return error
    },
  ],
  // 192.0.2.1 is kept for documentation (RFC 5737), so no machine has it: EADDRNOTAVAIL, with the system's words.
  ['cannot-listen', () => listening('192.0.2.1', 0)],
  ['no-event-named', () => thrown(() => parseEventPatterns(' , ', LISTENER_LABELS))],
  ['no-event-named, a route', () => thrown(() => parseForwardRoute(',=http://127.0.0.1:3000/x', LISTENER_LABELS))],
  ['event-matches-none', () => thrown(() => parseEventPatterns('deposit.sucess', LISTENER_LABELS))],
  ['forward-to-self', () => rejected(assertNotSelf('http://localhost:4011/hooks', {address: '127.0.0.1', port: 4011}))],
]

describe("the service's own error", () => {
  for (const [name, make] of API_ERRORS) {
    it(`${name}: its message as given in every language, the next step as --json's English and in Thai`, () => {
      const error = make()
      expect(error.facts, error.message).toBeDefined()
      expect(sayErrorFacts(error.facts!, en)).toEqual({message: terminalSafeLines(error.message), tryMessage: error.tryMessage})
      const thai = sayErrorFacts(error.facts!, th)
      expect(thai.message).toBe(terminalSafeLines(error.message))
      expect(thai.tryMessage).toMatch(/[\u0E00-\u0E7F]/)
    })
  }

  it('without a next step of its own leaves the next step to the code', () => {
    const error = answer(422, envelope('VALIDATION'))()
    expect(error.tryMessage).toBeUndefined()
    expect(sayErrorFacts(error.facts!, th)).toEqual({message: 'Refused.', tryMessage: undefined})
  })
})

describe('the facts of an error of core or a service', () => {
  for (const [name, make] of [
    ...ERRORS,
    ...FILE_ERRORS,
    ...JOURNAL_ERRORS,
    ...QR_ERRORS,
    ...TARGET_ERRORS,
    ...SETUP_ERRORS,
    ...WEBHOOK_INPUT_ERRORS,
    ...MODE_ERRORS,
    ...SCENARIO_ERRORS,
    ...TRIGGER_ERRORS,
    ...HTTP_ERRORS,
    ...ANSWER_ERRORS,
    ...LISTENER_ERRORS,
  ]) {
    it(`${name}: said in English as its message (--json) says it, and in Thai`, async () => {
      const error = await make()
      expect(error.facts, error.message).toBeDefined()
      // The printer shows the message with its controls escaped (terminalSafeLines); the facts' values come escaped.
      expect(sayErrorFacts(error.facts!, en)).toEqual({message: terminalSafeLines(error.message), tryMessage: error.tryMessage})
      const thai = sayErrorFacts(error.facts!, th)
      expect(thai.message).toMatch(/[\u0E00-\u0E7F]/)
      expect(thai.tryMessage).toMatch(/[\u0E00-\u0E7F]/)
    })
  }
})

describe('a bank code not known', () => {
  it('suggests the bank by its Thai name in Thai, its English one in English', () => {
    const error = thrown(() => resolveBank('kban', '--bank', BANKS))
    expect(sayErrorFacts(error.facts!, th).tryMessage).toContain('KBANK (กสิกรไทย)')
    expect(sayErrorFacts(error.facts!, en).tryMessage).toContain('KBANK (Kasikornbank)')
  })
})

describe('pay doctor', () => {
  it('says an error of core that a check found in the words given, from its facts', () => {
    const error = thrown(() => findProfile({env: {}, store: NO_PROFILES, profileFlag: 'nope'}, true))
    const finding = failed('credentials', {code: 'credentials-error', error: errorFacts(error)})
    expect(doctorCheck(finding, en).detail).toBe('No profile named "nope".')
    expect(doctorCheck(finding, th)).toMatchObject({
      detail: 'ไม่มีโปรไฟล์ชื่อ "nope"',
      fix: 'ดูรายชื่อโปรไฟล์ด้วย `pay profile list` หรือเพิ่มโปรไฟล์ด้วย `pay login`',
    })
  })
})
