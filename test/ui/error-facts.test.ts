import {mkdirSync, mkdtempSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {DEPOSIT_LABELS} from '../../src/cli/flags.js'
import {Session} from '../../src/cli/session.js'
import type {PayError} from '../../src/core/errors.js'
import {checkRequestTarget} from '../../src/core/http/request-target.js'
import {networkError, notBuilt} from '../../src/core/http/send-failures.js'
import {readAccountNumber, readPositiveAmount, requireText, resolveBank} from '../../src/core/money/field-readers.js'
import {findProfile, modeOfKeyId, resolveCredentials} from '../../src/core/profiles/credentials.js'
import {ProfileStore} from '../../src/core/profiles/store.js'
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
import {checkProfileName, checkSecret, saveProfile} from '../../src/services/profiles/setup.js'
import {entryFilter} from '../../src/services/request-log/entry-filter.js'
import {openIfPresent} from '../../src/services/request-log/log-file.js'
import {assertTestMode} from '../../src/services/test-mode/guard.js'
import {simulateTransfer} from '../../src/services/test-mode/simulate-transfer.js'
import {readTopUpAmount} from '../../src/services/test-mode/top-up.js'
import {undeliverable} from '../../src/services/trigger/sandbox.js'
import {readWebhookSecret, readWebhookVerifyInputs} from '../../src/services/webhooks/verify-inputs.js'
import {preparePayout} from '../../src/services/withdrawals/create.js'
import {listAllWithdrawals} from '../../src/services/withdrawals/list.js'
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
