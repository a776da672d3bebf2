import {createHmac, randomUUID} from 'node:crypto'
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {signRequest} from '../../src/core/signing/sign-request.js'
import {displayWidth} from '../../src/core/text/display-width.js'
import {openLedger} from '../../src/services/ledger/ledger.js'
import {PSEUDO_OPEN} from '../../src/ui/words/pseudo.js'
import {CliHome} from '../helpers/cli.js'
import type {IODouble} from '../helpers/io-double.js'
import {exampleRuns} from '../helpers/manifest-flags.js'
import {uncatalogued} from '../helpers/pseudo-locale.js'
import {PROCESS_RUNS} from '../helpers/pseudo-locale-runs.js'
import {CLEAN_FILE, FIXTURE_COLUMNS, FIXTURE_ENTRIES, FIXTURE_FILE} from '../helpers/reconcile-fixture.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {answerInTerminal} from '../helpers/terminal.js'
import {eventually, WebhookReceiver} from '../helpers/webhook-receiver.js'

const MANIFEST = JSON.parse(readFileSync(new URL('../../oclif.manifest.json', import.meta.url), 'utf8')) as {
  commands: Record<string, Parameters<typeof exampleRuns>[0]>
}

/**
 * Commands whose human words are not in the catalog yet (docs/thai-coverage.md, "What is left"): the list shrinks as each is
 * converted. A command not listed here is run by the pseudo-locale guard below (or, when it cannot run in-process,
 * by test/cli/language-process.test.ts, PROCESS_RUNS), so a new one is covered at once.
 */
const NOT_CONVERTED = new Set<string>()

/** Runs against the test's sandbox; `{…}` is filled in when the sandbox is up. */
const AT_SANDBOX = ['--sandbox-data-dir', '{sandbox}']
const PAYEES = ['นางสาวสมหญิง ใจดี', 'บริษัท ก้าวหน้า จำกัด', 'Somchai Jaidee']
const PAYER = ['--payer-bank', 'KBANK', '--payer-name', 'Somchai', '--payer-account', '1234567890']
/** Stand-ins in a run's argv for the id of a deposit made for that run: still PENDING, or CANCELLED. */
const PENDING = '{pending}'
const CANCELLED = '{cancelled}'
/** An integrator's endpoint for `webhook check`: `/ok` answers 200 to every delivery (forgeries too), `/fail` 500. */
const ENDPOINT_OK = '{endpoint}/ok'
const ENDPOINT_FAIL = '{endpoint}/fail'
/** Ids of the objects of the delivery log written for `webhook wait`: one delivery handled, one the app refused. */
const HANDLED_DEPOSIT = randomUUID()
const REFUSED_WITHDRAWAL = randomUUID()
const WAIT = ['webhook', 'wait', '--timeout', '1', '--type']

/** A deposit's event, with a Thai payer in its reference: what the listener is sent and verify checks. */
const EVENT = {
  event_id: 'dep_guard:deposit.success',
  event_type: 'deposit.success',
  deposit_id: 'dep_guard',
  status: 'SUCCESS',
  amount: '100.00',
  credited_amount: '99.00',
  user_ref: PAYEES[0],
}
/** A signature of `GET /v1/withdrawals?status=SUCCESS&limit=5` with its query signed sorted: a mistake `pay sign` names. */
const SORTED_QUERY_SIGNED = '{sorted-query-signed}'

/** The runs of each converted command: its usual output and its commonest errors. */
const RUNS: Record<string, string[][]> = {
  balance: [['balance'], ['balance', '--bogus']],
  banks: [['banks'], ['banks', '--refresh'], ['banks', 'extra']],
  // The second: the service unreachable (a closed port), which must not read as a key refused.
  whoami: [['whoami'], ['whoami', '--profile', 'offline', '--retries', '0', '--timeout', '2']],
  doctor: [
    ['doctor', '--timeout', '5'],
    ['doctor', '--timeout', '0'],
  ],
  'config:get': [
    ['config', 'get', 'lang'],
    ['config', 'get'],
  ],
  'config:set': [
    ['config', 'set', 'lang', 'en'],
    ['config', 'set', 'lang', 'fr'],
  ],
  'config:unset': [['config', 'unset', 'lang']],
  'deposit:create': [
    ['deposit', 'create', '--amount', '100', ...PAYER],
    ['deposit', 'create', '--amount', '100', ...PAYER, '--no-watch'],
    ['deposit', 'create', '--amount', '250', '--method', 'bank', ...PAYER, '--no-watch'],
    ['deposit', 'create', '--amount', '100'],
    ['deposit', 'create', '--amount', '1e3', ...PAYER],
    ['deposit', 'create', '--amount', '100', '--method', 'bank', ...PAYER, '--qr-png', 'qr.png'],
  ],
  'deposit:get': [
    ['deposit', 'get', PENDING],
    ['deposit', 'get', CANCELLED],
  ],
  'deposit:cancel': [['deposit', 'cancel', PENDING]],
  'deposit:watch': [['deposit', 'watch', CANCELLED]],
  'test:top-up': [
    ['test', 'top-up', '100'],
    ['test', 'top-up', '2000000'],
  ],
  'test:simulate-transfer': [
    ['test', 'simulate-transfer', PENDING],
    ['test', 'simulate-transfer', PENDING, '--amount', '1'],
  ],
  login: [['login']],
  logs: [['logs'], ['logs', '--status', '599'], ['logs', '--status', '6xx']],
  'audit:verify': [['audit', 'verify']],
  'audit:export': [
    ['audit', 'export', '--from', '2026-11-01', '--format', 'csv'],
    ['audit', 'export', '--to', 'yesterday'],
  ],
  'profile:add': [['profile', 'add', 'shop', '--key-id', 'unk_test_x']],
  'profile:list': [['profile', 'list']],
  'profile:remove': [['profile', 'remove', 'nope']],
  'profile:show': [
    ['profile', 'show'],
    ['profile', 'show', 'nope'],
  ],
  'profile:use': [
    ['profile', 'use', 'shop'],
    ['profile', 'use', 'nope'],
  ],
  'sandbox:keys': [
    ['sandbox', 'keys', ...AT_SANDBOX],
    ['sandbox', 'keys', '--sandbox-data-dir', '{empty}'],
  ],
  'sandbox:start': [
    ['sandbox', 'start', '--fault-rate', '2'],
    ['sandbox', 'start', '--webhook-url', 'http://example.com/hook'],
  ],
  'sandbox:status': [
    ['sandbox', 'status', ...AT_SANDBOX],
    ['sandbox', 'status', '--sandbox-data-dir', '{empty}'],
  ],
  'sandbox:stop': [['sandbox', 'stop', '--sandbox-data-dir', '{empty}']],
  'sandbox:webhooks': [['sandbox', 'webhooks', ...AT_SANDBOX]],
  'sandbox:deposit:expire': [['sandbox', 'deposit', 'expire', '{deposit}', ...AT_SANDBOX]],
  'sandbox:key:rotate': [['sandbox', 'key', 'rotate', '--merchant', '{merchant}', ...AT_SANDBOX]],
  'sandbox:merchant:create': [['sandbox', 'merchant', 'create', ...AT_SANDBOX]],
  'sandbox:withdrawal:settle': [['sandbox', 'withdrawal', 'settle', '{withdrawal}', ...AT_SANDBOX]],
  'withdrawal:create': [
    [
      'withdrawal',
      'create',
      '--amount',
      '100',
      '--bank',
      'KBANK',
      '--account-no',
      '1234567890',
      '--account-name',
      PAYEES[0]!,
      '--idempotency-key',
      'guard-1',
    ],
    ['withdrawal', 'create', '--amount', '0', '--bank', 'ZZ', '--account-no', '12', '--account-name', ' '],
    ['withdrawal', 'create', '--amount', '5000000', '--bank', 'KBANK', '--account-no', '1234567890', '--account-name', PAYEES[2]!],
  ],
  'withdrawal:get': [['withdrawal', 'get', '{made-withdrawal}']],
  'withdrawal:list': [
    ['withdrawal', 'list'],
    ['withdrawal', 'list', '--limit', '1'],
    ['withdrawal', 'list', '--status', 'paid'],
  ],
  'withdrawal:watch': [['withdrawal', 'watch', '{made-withdrawal}']],
  'withdrawal:batch': [
    ['withdrawal', 'batch', '{payouts}'],
    ['withdrawal', 'batch', '{semicolons}'],
    ['withdrawal', 'batch', '{bad-rows}'],
    ['withdrawal', 'batch', '{never-run}', '--resume'],
    ['withdrawal', 'batch', '{refused-row}'],
    ['withdrawal', 'batch', '{payouts}', '--concurrency', '99'],
  ],
  'withdrawal:batch:close': [
    ['withdrawal', 'batch', 'close', '{payouts}', '--wait', '0', '--retry-file', '{retry}'],
    ['withdrawal', 'batch', 'close', '{never-run}'],
  ],
  trigger: [
    ['trigger', 'deposit.success'],
    ['trigger', 'nope.event'],
    ['trigger', 'deposit.success', '--override', 'colour=red'],
  ],
  'fixtures:run': [
    ['fixtures', 'run', '{scenario}'],
    ['fixtures', 'run', '{bad-scenario}'],
    ['fixtures', 'run', '{scenario}', '--set', 'balance=1'],
  ],
  sign: [
    ['sign', 'GET', '/v1/withdrawals?limit=5&status=SUCCESS', '--explain', '--timestamp', '1718790000'],
    ['sign', 'POST', '/v1/deposits', '-d', '{"amount":"100.00"}', '--timestamp', '1718790000', '--expect-signature', '0000'],
    ['sign', 'GET', '/v1/withdrawals?status=SUCCESS&limit=5', '--timestamp', '1718790000', '--expect-signature', SORTED_QUERY_SIGNED],
    ['sign', 'GET', '/v1/balance', '--timestamp', '1718790000123'],
    ['sign', 'G-T', '/v1/balance'],
  ],
  request: [
    ['request', 'POST', '/v1/test/top-up', '-d', '{"amount":"1.00"}', '--dry-run'],
    ['request', 'FETCH', '/v1/balance'],
    ['request', 'POST', '/v1/test/top-up', '-d', '{}', '--data-file', 'body.json'],
    ['request', 'GET', '/v1/a b'],
  ],
  // listen first: events and replay show what it received.
  'webhook:listen': [['webhook', 'listen', '--port', '0', '--forward-to', '{app}', '--events', 'deposit.*']],
  'webhook:events': [
    ['webhook', 'events'],
    ['webhook', 'events', '--limit', '1'],
  ],
  'webhook:replay': [
    ['webhook', 'replay', EVENT.event_id, '--forward-to', '{app}'],
    ['webhook', 'replay', 'dep_nope:deposit.success'],
  ],
  'webhook:verify': [
    ['webhook', 'verify', '{event}', '--signature', '{signature}'],
    ['webhook', 'verify', '{event}', '--signature', '{signature-of-line}'],
    ['webhook', 'verify', '{event}', '--signature', '0000'],
  ],
  'webhook:check': [
    ['webhook', 'check', ENDPOINT_OK],
    ['webhook', 'check', ENDPOINT_FAIL],
    ['webhook', 'check', ENDPOINT_OK, '--only', 'genuine'],
    ['webhook', 'check', ENDPOINT_OK, '--only', 'forged.nope'],
    ['webhook', 'check', ENDPOINT_OK, '--only', 'forged', '--skip', 'forged'],
    ['webhook', 'check', 'http://127.0.0.1:1/webhooks', '--only', 'genuine.webhook.test'],
    ['webhook', 'check', 'https://example.com/webhooks'],
  ],
  'webhook:reconcile': [
    ['webhook', 'reconcile'],
    ['webhook', 'reconcile', '--replay', ...AT_SANDBOX],
    ['webhook', 'reconcile', '--since', 'yesterday'],
  ],
  reconcile: [
    ['reconcile', '{orders}', '--key', FIXTURE_COLUMNS.key, '--amount-column', FIXTURE_COLUMNS.amount, '--out', '{report}'],
    ['reconcile', '{clean-orders}', '--key', FIXTURE_COLUMNS.key, '--amount-column', FIXTURE_COLUMNS.amount, '--to', '2026-11-08'],
    ['reconcile', '{orders}', '--key', 'order', '--amount-column', FIXTURE_COLUMNS.amount],
  ],
  'webhook:wait': [
    [...WAIT, 'deposit.success', '--id', HANDLED_DEPOSIT],
    [...WAIT, 'withdrawal.success', '--id', REFUSED_WITHDRAWAL],
    [...WAIT, 'deposit.expired'],
  ],
  // somchai is added by approver add's example; the policy set here holds later runs to no approvals and a high limit.
  'approver:export': [
    ['approver', 'export', 'somchai'],
    ['approver', 'export', 'nobody'],
  ],
  'policy:set': [
    ['policy', 'set', '--approvals', '0', '--max-row', '99,999,999', '--as', 'somchai'],
    ['policy', 'set', '--approvals', '0', '--hours', '9-5', '--as', 'somchai'],
  ],
  // Its examples include `sync --json`, which has no human line to check.
  sync: [['sync']],
  // Last: it empties the sandbox of what the runs above work on.
  'test:reset': [['test', 'reset', '--yes']],
}

/** RUNS, and a command it does not name (nor PROCESS_RUNS, nor NOT_CONVERTED) run as its examples are written. */
const RUNS_HERE: Record<string, string[][]> = {
  ...Object.fromEntries(
    Object.entries(MANIFEST.commands)
      .filter(([id]) => !(id in PROCESS_RUNS) && !NOT_CONVERTED.has(id))
      .map(([id, command]) => [id, exampleRuns(command)])
      .filter(([, runs]) => runs.length > 0),
  ),
  ...RUNS,
}

/**
 * What runs beside a command that serves until stopped: `webhook listen` is sent the event signed, the same
 * again (a duplicate), one with a wrong signature and one of a type not picked, then stopped as Ctrl-C would.
 */
const WHILE_RUNNING: Record<string, (io: IODouble) => Promise<void>> = {
  'webhook:listen': async (io) => {
    await eventually(() => /http:\/\/127\.0\.0\.1:\d+\//.test(io.stderr.text))
    const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(io.stderr.text)![0]
    const body = JSON.stringify(EVENT)
    const expired = JSON.stringify({event_id: 'wd_guard:withdrawal.success', event_type: 'withdrawal.success', withdrawal_id: 'wd_guard'})
    for (const [sent, signature] of [
      [body, signed(body)],
      [body, signed(body)],
      [body, '0000'],
      [expired, signed(expired)],
    ] as const) {
      await fetch(url, {method: 'POST', body: sent, headers: {'content-type': 'application/json', 'x-webhook-signature': signature}})
    }
    io.signal('SIGINT')
  },
}

const signed = (body: string) => createHmac('sha256', sandbox.merchant.webhook_secret).update(body).digest('hex')

/**
 * Converted commands whose lines still hold words built outside the catalog, and where (docs/thai-coverage.md, "What is
 * left"). Shrinks like NOT_CONVERTED.
 */
const STILL_ENGLISH: Record<string, RegExp> = {
  // The status lines of a watch without a terminal (src/ui/text/watch-lines.ts) move with the withdrawals' words.
  'deposit:watch': /^()\d{4}-\d\d-\d\d [\d:]+ {2}deposit .*$/,
}

/**
 * Every string of a `--json` document, field names too, and each line of one of several lines: the values a human
 * line may show as they are (`pay request` prints the answer, `pay sign` the canonical string line by line).
 */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value, ...value.split('\n')]
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsOf(inner)])
  return []
}

/** A `--json` document, or the lines of a command that prints one a line (NDJSON). */
function jsonOf(stdout: string): unknown {
  try {
    return JSON.parse(stdout || 'null')
  } catch {
    return stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  }
}

/** The text with every UUID the same: an Idempotency-Key or id made afresh in each run. */
function withoutUuids(text: string): string {
  return text.replace(/\b[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\b/g, '00000000-0000-0000-0000-000000000000')
}

/** The argv with each stand-in replaced by the id of a deposit made for it. */
async function withDeposits(argv: string[]): Promise<string[]> {
  return Promise.all(
    argv.map(async (word) => {
      if (word !== PENDING && word !== CANCELLED) return word
      const created = await home.runHere(['deposit', 'create', '--amount', '100', ...PAYER, '--no-watch', '--json'])
      const {id} = JSON.parse(created.stdout) as {id: string}
      if (word === CANCELLED) await home.runHere(['deposit', 'cancel', id])
      return id
    }),
  )
}

/** A delivery the listener logged: verified, forwarded to the app, which answered `status`. */
function loggedDelivery(type: string, objectId: string, status: number) {
  return {
    source: 'listen',
    received_at: new Date().toISOString(),
    event_id: `${objectId}:${type}`,
    event_type: type,
    object_id: objectId,
    amount: null,
    signature_valid: true,
    signature_problem: null,
    duplicate: false,
    refused: null,
    forward: {url: 'http://127.0.0.1:3000/webhooks', status, error: null, duration_ms: 3},
    headers: [],
    body_base64: '',
  }
}

let sandbox: TestSandbox
let home: CliHome
let filled: Record<string, string>
let app: WebhookReceiver
let endpoint: Server
const checkout = process.cwd()
beforeAll(async () => {
  app = new WebhookReceiver()
  sandbox = await TestSandbox.start()
  home = new CliHome()
  // The examples write their files (`--out audit-november.csv`) where they run: in this home, not the checkout.
  process.chdir(home.root)
  endpoint = createServer((request, response) => {
    request.resume()
    request.on('end', () => response.writeHead(request.url === '/ok' ? 200 : 500).end())
  })
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve))
  const log = join(home.env.PAY_DATA_DIR!, 'webhooks')
  mkdirSync(log, {recursive: true})
  const deliveries = [
    loggedDelivery('deposit.success', HANDLED_DEPOSIT, 200),
    loggedDelivery('withdrawal.success', REFUSED_WITHDRAWAL, 500),
  ]
  writeFileSync(join(log, 'events.jsonl'), deliveries.map((record) => `${JSON.stringify(record)}\n`).join(''))
  await home.addProfile(
    'shop',
    sandbox.baseUrl,
    sandbox.merchant.test.key_id,
    sandbox.merchant.test.secret,
    sandbox.merchant.webhook_secret,
  )
  await home.addProfile('offline', 'http://127.0.0.1:9', sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
  await home.run(['profile', 'use', 'shop'])
  await sandbox.topUp('100000.00')
  const withdrawal = await sandbox.call('POST', '/v1/withdrawals', WITHDRAWAL, {idempotencyKey: 'language-test'})
  filled = {
    '{sandbox}': sandbox.dataDir,
    '{empty}': home.root,
    '{deposit}': (await sandbox.createDeposit()).id,
    '{withdrawal}': withdrawal.body.id,
    '{endpoint}': `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`,
  }
  filled['{merchant}'] = JSON.parse((await home.runHere(['sandbox', 'merchant', 'create', '--json', ...AT_SANDBOX.map(fill)])).stdout).id
  const created = await home.runHere([
    'withdrawal',
    'create',
    '--amount',
    '50',
    '--bank',
    'SCB',
    '--account-no',
    '7700000010',
    '--account-name',
    PAYEES[1]!,
    '--json',
  ])
  filled['{made-withdrawal}'] = JSON.parse(created.stdout).id
  const payouts = join(home.root, 'payouts.csv')
  const rows = PAYEES.map((name, index) => `${100 + index}.00,KBANK,77000000${20 + index},${name}`)
  writeFileSync(payouts, ['amount,bank,account_no,account_name', ...rows, ''].join('\n'))
  const semicolons = join(home.root, 'semicolons.csv')
  writeFileSync(semicolons, ['amount;bank;account_no;account_name', ...rows.map((row) => row.replaceAll(',', ';')), ''].join('\n'))
  const scenario = join(home.root, 'scenario.json')
  writeFileSync(scenario, JSON.stringify({steps: [{name: 'balance', method: 'GET', path: '/v1/balance'}]}))
  const badScenario = join(home.root, 'bad-scenario.json')
  const badSteps = [
    {name: 'look', method: 'GET', path: '/v1/deposits/${nope.id}', body: {}},
    {name: 'look', method: 'GET', path: '/v1/balance'},
  ]
  writeFileSync(badScenario, JSON.stringify({steps: badSteps}))
  const badRows = join(home.root, 'bad-rows.csv')
  writeFileSync(badRows, ['amount,bank,account_no,account_name', '0,ZZ,12,', '500,KBANK,1234567890', ''].join('\n'))
  // A row the service refuses (more than the wallet holds): the batch stops there, saying the service's reason.
  const refusedRow = join(home.root, 'refused-row.csv')
  writeFileSync(refusedRow, ['amount,bank,account_no,account_name', '9000000.00,KBANK,7700000091,Somchai Jaidee', ''].join('\n'))
  const neverRun = join(home.root, 'never-run.csv')
  writeFileSync(neverRun, ['amount,bank,account_no,account_name', '700.00,KBANK,7700000090,Somchai Jaidee', ''].join('\n'))
  Object.assign(filled, {
    '{payouts}': payouts,
    '{semicolons}': semicolons,
    '{bad-rows}': badRows,
    '{never-run}': neverRun,
    '{refused-row}': refusedRow,
    '{retry}': join(home.root, 'retry.csv'),
    '{scenario}': scenario,
    '{bad-scenario}': badScenario,
  })
  const ledger = await openLedger({dataDir: home.env.PAY_DATA_DIR, profile: 'shop', mode: 'test'})
  ledger.recordAll(FIXTURE_ENTRIES.filter((entry) => entry.createdAt >= '2026-11'))
  ledger.close()
  Object.assign(filled, {
    '{orders}': join(home.root, 'orders.csv'),
    '{clean-orders}': join(home.root, 'clean-orders.csv'),
    '{report}': join(home.root, 'report.xlsx'),
  })
  writeFileSync(filled['{orders}']!, FIXTURE_FILE)
  writeFileSync(filled['{clean-orders}']!, CLEAN_FILE)
  const event = join(home.root, 'event.json')
  writeFileSync(event, JSON.stringify(EVENT))
  Object.assign(filled, {
    '{app}': await app.start(),
    '{event}': event,
    '{signature}': signed(JSON.stringify(EVENT)),
    '{signature-of-line}': signed(`${JSON.stringify(EVENT)}\n`),
  })
  filled[SORTED_QUERY_SIGNED] = signRequest({
    secret: sandbox.merchant.test.secret,
    method: 'GET',
    target: '/v1/withdrawals?limit=5&status=SUCCESS',
    timestamp: '1718790000',
    body: new Uint8Array(),
  }).signature
})

const WITHDRAWAL = {
  amount: '10.00',
  receiver_bank_provider: 'KBANK',
  receiver_bank_account_name: 'Somchai Jaidee',
  receiver_bank_account_number: '1234564003',
}

/** Errors built in core and services (docs/thai-coverage.md), each run with a line of its Thai. */
const CORE_ERRORS: Array<[string[], string]> = [
  [RUNS['withdrawal:create']![1]!, '--amount ต้องมากกว่า 0.00 (ค่าที่ระบุ "0") --account-no: "12" ไม่ใช่เลขที่บัญชี --account-name ยังว่างอยู่'],
  [RUNS['deposit:create']![4]!, '--amount: ยอดเงินต้องเขียนเป็นตัวเลขธรรมดา'],
  [RUNS['withdrawal:create']![2]!, 'ยอดคงเหลือในกระเป๋าเงินไม่พอสำหรับรายการถอนเงินนี้'],
  [RUNS['deposit:create']![5]!, 'รายการฝากเงินแบบโอนเข้าบัญชีธนาคารไม่มีคิวอาร์: ใช้ --qr-png คู่กับ --method bank ไม่ได้'],
  [RUNS.request![3]!, 'พาธ "/v1/a b" ส่งตามที่เขียนไม่ได้: มี ช่องว่าง (U+0020) ที่ตำแหน่ง 6'],
  [RUNS['profile:show']![1]!, 'ไม่มีโปรไฟล์ชื่อ "nope"'],
  [RUNS['sandbox:status']![1]!, 'ไม่มีแซนด์บ็อกซ์ที่ทำงานอยู่สำหรับ'],
  [RUNS['sandbox:keys']![1]!, 'ยังไม่เคยมีแซนด์บ็อกซ์ที่ใช้โฟลเดอร์ข้อมูล'],
  [RUNS['withdrawal:batch']![1]!, 'บรรทัด 1 คั่นด้วยเครื่องหมายอัฒภาค (;) ไม่ใช่จุลภาค'],
  [RUNS['withdrawal:batch']![2]!, '  บรรทัด 2 (รายการที่ 1) คอลัมน์ amount: ต้องมากกว่า 0.00 (ค่าที่ระบุ "0")'],
  [RUNS['withdrawal:batch']![3]!, 'ยังไม่เคยรัน (ไม่มีบันทึกการทำงานที่'],
  [RUNS['fixtures:run']![1]!, '  ขั้นตอน "look" name: ขั้นตอนที่ 2 ใช้ชื่อเดียวกับขั้นตอนที่ 1: ชื่อขั้นตอนต้องไม่ซ้ำกัน'],
  [RUNS['fixtures:run']![2]!, '--set "balance=1": ต้องเขียนในรูป STEP.FIELD=VALUE (หรือ STEP.FIELD:=JSON)'],
]

function fill(arg: string): string {
  return filled[arg] ?? arg.replace('{endpoint}', filled['{endpoint}']!)
}
afterAll(async () => {
  await app.stop()
  endpoint.closeAllConnections()
  await new Promise((resolve) => endpoint.close(resolve))
  await sandbox.close()
  process.chdir(checkout)
  home.cleanup()
})

describe('the pseudo-locale guard', () => {
  it('knows every command of the manifest: converted and run here or as a process, or listed as not yet', () => {
    const run = (id: string) => id in RUNS_HERE || id in PROCESS_RUNS
    for (const id of Object.keys(MANIFEST.commands)) expect(NOT_CONVERTED.has(id) || run(id), id).toBe(true)
    for (const id of [...NOT_CONVERTED, ...Object.keys(RUNS), ...Object.keys(PROCESS_RUNS)])
      expect(Object.keys(MANIFEST.commands), id).toContain(id)
  })

  for (const [id, runs] of Object.entries(RUNS_HERE)) {
    it(`pay ${id.replaceAll(':', ' ')}: every human line is drawn from the catalog`, async () => {
      for (const given of runs) {
        const argv = await withDeposits(given.map(fill))
        const whileRunning = WHILE_RUNNING[id]
        const human = await home.runHere(argv, {env: {PAY_LANG: 'qps'}, whileRunning})
        const json = await home.runHere([...argv, '--json'], {env: {PAY_LANG: 'qps'}, whileRunning})
        const document = jsonOf(json.stdout)
        // Values (ids, URLs, bank names, codes) come from the data the command prints under --json, and from the
        // payer the deposits of these runs are made with (a cancel's --json run is refused: it was cancelled).
        // A fresh Idempotency-Key in each run's curl line (pay sign of a POST): the same stand-in in both.
        const values = [...stringsOf(document), ...PAYER]
          .map(withoutUuids)
          .filter((value) => value.length > 1)
          .sort((a, b) => b.length - a.length)
        for (const line of `${human.stdout}${human.stderr}`.split('\n')) {
          const ours = withoutUuids(STILL_ENGLISH[id] ? line.replace(STILL_ENGLISH[id], '$1') : line)
          expect(human.stdout + human.stderr, argv.join(' ')).toContain(PSEUDO_OPEN)
          expect(uncatalogued(ours, values), `${argv.join(' ')}: ${line}`).not.toMatch(/[A-Za-z]{2,}/)
        }
      }
    })
  }
})

describe('the pseudo-locale guard at a terminal', () => {
  it('a confirmation asked and answered on a terminal: the question and the answer echoed are catalog words', async () => {
    for (const answer of ['n\r', 'y\r']) {
      await sandbox.topUp('1.00')
      const asked = await answerInTerminal({env: {...home.env, PAY_LANG: 'qps'}}, ['test', 'reset'], PSEUDO_OPEN, answer)
      expect(asked.prompted).toBe(true)
      // Whole: the terminal wraps a catalog word over several rows.
      const shown = asked.stdout.replaceAll(/\u001B\[[\d;?]*[A-Za-z]/g, '').replaceAll(/\r?\n/g, '')
      expect(uncatalogued(shown, []), answer).not.toMatch(/[A-Za-z]{2,}/)
    }
  })
})

describe('Thai', () => {
  it('is chosen by LANG=th_TH.UTF-8, and LC_ALL=C comes before it', async () => {
    expect((await home.runHere(['balance'], {env: {LANG: 'th_TH.UTF-8'}})).stdout).toContain('ยอดที่ใช้ได้')
    expect((await home.runHere(['balance'], {env: {LANG: 'th_TH.UTF-8', LC_ALL: 'C'}})).stdout).toContain('Available')
    expect((await home.runHere(['balance'], {env: {LANG: 'th_TH.UTF-8', PAY_LANG: 'en'}})).stdout).toContain('Available')
  })

  it('prints the same --json bytes as English for every converted command', async () => {
    const [pending, cancelled] = await withDeposits([PENDING, CANCELLED])
    for (const argv of [
      RUNS['withdrawal:create']![0]!,
      ['withdrawal', 'get', fill('{made-withdrawal}')],
      ['withdrawal', 'watch', fill('{made-withdrawal}')],
      ['withdrawal', 'list'],
      ['withdrawal', 'list', '--status', 'paid'],
      ['withdrawal', 'batch', fill('{payouts}'), '--dry-run'],
      ['withdrawal', 'batch', fill('{semicolons}')],
      ['balance'],
      ['banks'],
      ['whoami'],
      ['config', 'get', 'lang'],
      ['balance', '--bogus'],
      ['config', 'set', 'lang', 'fr'],
      ['deposit', 'create', '--amount', '100', ...PAYER, '--no-watch', '--idempotency-key', `language-${Date.now()}`],
      ['deposit', 'create', '--amount', '100'],
      ['deposit', 'get', pending!],
      ['deposit', 'get', '00000000-0000-4000-8000-000000000000'],
      ['deposit', 'watch', cancelled!],
      ['deposit', 'cancel', cancelled!],
      ['test', 'simulate-transfer', cancelled!],
      ['doctor', '--timeout', '5'],
      ['login'],
      ['logs'],
      ['profile', 'list'],
      ['profile', 'show'],
      ['profile', 'use', 'nope'],
      ['sandbox', 'keys', ...AT_SANDBOX.map(fill)],
      ['sandbox', 'status', ...AT_SANDBOX.map(fill)],
      ['sandbox', 'webhooks', ...AT_SANDBOX.map(fill)],
      ['sandbox', 'start', '--fault-rate', '2'],
      ['request', 'GET', '/v1/balance'],
      ['sign', 'GET', '/v1/balance', '--explain', '--timestamp', '1718790000'],
      ['sign', 'GET', '/v1/balance', '--timestamp', 'abc', '--expect-signature', '0000'],
      RUNS.sign!.find((run) => run.includes(SORTED_QUERY_SIGNED))!.map(fill),
      ['sign', 'G-T', '/v1/balance'],
      ['request', 'FETCH', '/v1/balance'],
      ['request', 'POST', '/v1/test/top-up', '-d', '{}', '--data-file', 'body.json'],
      ['webhook', 'events'],
      ['webhook', 'replay', 'dep_nope:deposit.success'],
      ['webhook', 'verify', fill('{event}'), '--signature', fill('{signature}')],
      ['webhook', 'verify', fill('{event}'), '--signature', fill('{signature-of-line}')],
      ...RUNS['webhook:check']!.map((run) => run.map(fill)),
      ...RUNS['webhook:reconcile']!.map((run) => run.map(fill)),
      ...RUNS.reconcile!.map((run) => run.map(fill)),
      ...RUNS['webhook:wait']!,
    ]) {
      const english = await home.runHere([...argv, '--json'])
      const thai = await home.runHere([...argv, '--json'], {env: {LANG: 'th_TH.UTF-8'}})
      // Each answer of the service has its own request id, doctor's base URL check and each webhook check delivery
      // its own time, sign --explain and doctor's clock check read the server's clock to the second, once a run,
      // doctor says the bank cache's age to the second, and a dry run's request is signed at the second it is made
      // (its timestamp, the canonical string's and so its signature); every other byte is the same.
      const sameRequest = (json: string) =>
        json
          .replace(/"request_id": "[^"]+"/g, '"request_id": "…"')
          .replace(/\d+ ms/g, 'N ms')
          .replace(/"(server_time|local_clock_ahead_seconds|timestamp_ahead_seconds)": [^,\n]+/g, '"$1": …')
          .replace(/"duration_ms": \d+/g, '"duration_ms": N')
          .replace(/-?\d+ s off the server's clock/g, "N s off the server's clock")
          .replace(/fetched \d+ (s|min) ago/g, 'fetched N ago')
          .replace(/"x-timestamp": "\d+"/g, '"x-timestamp": "T"')
          .replace(/"x-signature": "[0-9a-f]{64}"/g, '"x-signature": "S"')
          .replace(/("canonical_string": "[A-Z]+\\n[^"\\]*\\n)\d+\\n/g, '$1T\\n')
      expect(sameRequest(thai.stdout), argv.join(' ')).toBe(sameRequest(english.stdout))
      expect(thai.code).toBe(english.code)
    }
  })

  it('is saved with pay config set lang th, shown by doctor with where it came from, and removed with unset', async () => {
    const set = await home.runHere(['config', 'set', 'lang', 'th'])
    expect(set.stdout).toBe('ตั้งภาษาเป็นไทยแล้ว\n')
    expect(JSON.parse((await home.runHere(['config', 'get', 'lang', '--json'])).stdout)).toEqual({key: 'lang', value: 'th'})
    const doctor = await home.runHere(['doctor', '--timeout', '5'])
    expect(doctor.stdout).toContain('ภาษา')
    expect(doctor.stdout).toContain('ไทย (จาก `pay config set lang th`)')
    expect((await home.runHere(['balance'], {env: {PAY_LANG: 'en'}})).stdout).toContain('Available')
    const error = await home.runHere(['balance', '--bogus'])
    expect(error.stderr).toContain('ข้อผิดพลาด: `pay balance` ไม่มีแฟล็ก --bogus')
    expect(error.stderr).toContain('รหัส UNKNOWN_FLAG')
    await home.runHere(['config', 'unset', 'lang'])
    expect((await home.runHere(['config', 'get', 'lang'])).stdout).toBe('(not set: pay follows the locale)\n')
    expect((await home.runHere(['doctor', '--timeout', '5'], {env: {LANG: 'th_TH.UTF-8'}})).stdout).toContain('ไทย (จาก LANG=th_TH.UTF-8)')
  })

  it('says the errors core and services find in Thai, with the --json of English', async () => {
    for (const [argv, line] of CORE_ERRORS) {
      const said = await home.runHere(argv.map(fill), {env: {PAY_LANG: 'th'}})
      expect(said.stderr, argv.join(' ')).toContain(line)
      // The service gives each answer its own request id, and pay each withdrawal its own Idempotency-Key.
      const same = (json: string) => json.replace(/"(request_id|idempotency_key|retry_command)": "[^"]+"/g, '"$1": "…"')
      const english = await home.runHere([...argv.map(fill), '--json'])
      const thai = await home.runHere([...argv.map(fill), '--json'], {env: {PAY_LANG: 'th'}})
      expect(same(thai.stdout), argv.join(' ')).toBe(same(english.stdout))
    }
  })

  it('refuses an unknown PAY_LANG, saying what to set', async () => {
    const result = await home.runHere(['balance'], {env: {PAY_LANG: 'fr'}})
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('PAY_LANG=fr is not a language pay speaks.')
  })

  it('lines up the bank table in Thai, Thai names and all', async () => {
    const {stdout} = await home.runHere(['banks'], {env: {LANG: 'th_TH.UTF-8'}})
    const rows = stdout.trimEnd().split('\n').slice(0, -1)
    expect(rows[0]).toMatch(/^รหัส/)
    const thaiColumn = rows.map((line) => displayWidth(line.slice(0, line.lastIndexOf('  ') + 2)))
    expect(new Set(thaiColumn).size, stdout).toBe(1)
    expect(stdout).toMatch(/ธนาคาร \d+ แห่ง · (ดึงข้อมูลล่าสุดแล้ว|จากแคชเมื่อ \d+ \S+ 25\d\d [\d:]+) · แคชไว้ 1 ชั่วโมง/)
  })
})
