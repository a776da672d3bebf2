import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {toJSONSchema} from 'zod'

import {serviceIdentity} from '../../src/core/http/url-input.js'
import {ProfileStore} from '../../src/core/profiles/store.js'
import {writeSandboxProfile} from '../../src/sandbox/control/profile.js'
import {findSandboxMerchant} from '../../src/sandbox/control/webhook-registration.js'
import {STORES} from '../../src/services/stores.js'
import {CliHome} from '../helpers/cli.js'
import {manifestFlags} from '../helpers/manifest-flags.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {sourceFiles} from '../helpers/source-files.js'
import {isUrlFlag, payUrlVariables} from '../helpers/url-inputs.js'

/**
 * Guard: every way a base URL enters pay arrives at one identity of the service (docs/configuration.md, "The same
 * service"). The surfaces are enumerated, not listed by hand: the URL flags of oclif.manifest.json, the PAY_…URL
 * variables src/ reads, and the stores of src/services/stores.ts whose records hold a base URL. Each is fed the
 * spellings below and must give the same base URL to whoami, the request history and the store.
 */

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await TestSandbox.start()
})

afterAll(async () => {
  await sandbox.close()
})

/** The sandbox's base URL as an operator might type it, and the one spelling pay keeps for it. */
function spellings(base = sandbox.baseUrl): Array<{typed: string; kept: string}> {
  const port = new URL(base).port
  return [
    {typed: base, kept: base},
    {typed: `${base}/`, kept: base},
    {typed: base.replace('http://', 'HTTP://'), kept: base},
    {typed: `http://127.1:${port}`, kept: base},
    {typed: `${base}//./`, kept: base},
    // Requests go where the operator said (a service on this machine may answer on ::1 only), compared as one.
    {typed: `http://LocalHost:${port}/`, kept: `http://localhost:${port}`},
  ]
}

const keyEnv = () => ({PAY_API_KEY: sandbox.merchant.test.key_id, PAY_API_SECRET: sandbox.merchant.test.secret})

/** What the request history recorded last, for the base URL pay sent to. */
function lastRecorded(home: CliHome): {base_url: string} {
  const lines = readFileSync(join(home.env.PAY_DATA_DIR, 'request-log', 'requests.jsonl'), 'utf8')
    .trim()
    .split('\n')
  return JSON.parse(lines.at(-1)!)
}

/** The base URLs pay arrives at from a home set up with one spelling: what whoami reports and the history records. */
async function arrivesAt(home: CliHome, env: Record<string, string> = {}): Promise<string[]> {
  const whoami = await home.runHere(['whoami', '--json'], {env})
  expect(whoami.code, whoami.stderr).toBe(0)
  return [JSON.parse(whoami.stdout).base_url, lastRecorded(home).base_url]
}

/** Runs `check` with each spelling in a home of its own, and expects the one identity of the sandbox throughout. */
async function eachSpelling(check: (home: CliHome, spelling: {typed: string; kept: string}) => Promise<string[]>): Promise<void> {
  for (const spelling of spellings()) {
    const home = new CliHome()
    try {
      const seen = await check(home, spelling)
      expect(seen.length, spelling.typed).toBeGreaterThan(0)
      for (const value of seen) {
        expect(value, spelling.typed).toBe(spelling.kept)
        expect(serviceIdentity(value), spelling.typed).toBe(sandbox.baseUrl)
      }
    } finally {
      home.cleanup()
    }
  }
}

/** Each URL flag that takes the service's base URL, with the command line that saves it. */
const BASE_URL_FLAGS: Record<string, (url: string) => {args: string[]; stdin?: string}> = {
  'profile:add --base-url': (url) => ({
    args: ['profile', 'add', 'main', '--base-url', url, '--key-id', sandbox.merchant.test.key_id, '--secret-stdin'],
    stdin: sandbox.merchant.test.secret,
  }),
}

/** Each other URL flag, and what it names instead of the service. */
const OTHER_URL_FLAGS: Record<string, string> = {
  'webhook:listen --forward-to': 'the app a listener forwards deliveries to',
  'webhook:replay --forward-to': 'the app a delivery is sent to again',
  'sandbox:start --webhook-url': 'where a sandbox delivers its webhooks',
}

/** Each environment variable that holds the service's base URL, with the environment of a run that uses it. */
const BASE_URL_VARIABLES: Record<string, (url: string) => Record<string, string>> = {
  PAY_BASE_URL: (url) => ({...keyEnv(), PAY_BASE_URL: url}),
}

/** Each store whose records hold a base URL, and how the spellings reach it and are read back. */
const STORES_WITH_A_BASE_URL: Record<string, () => Promise<void>> = {
  'profile store': () =>
    eachSpelling(async (home, {typed}) => {
      // Written by an older pay, or by hand: read back normalised, and stored normalised once saved again.
      mkdirSync(home.env.PAY_CONFIG_DIR, {recursive: true})
      const profiles = {default: 'old', profiles: {old: {base_url: typed, test: sandbox.merchant.test}}}
      writeFileSync(join(home.env.PAY_CONFIG_DIR, 'profiles.json'), JSON.stringify(profiles), {mode: 0o600})
      const seen = await arrivesAt(home)
      const saved = await home.runHere(['profile', 'add', 'old', '--webhook-secret-stdin'], {stdin: 'whsec_again'})
      expect(saved.code, saved.stderr).toBe(0)
      // The sandbox's profile, written by `pay sandbox start` with the address it serves on.
      const store = new ProfileStore(home.env.PAY_CONFIG_DIR, {PAY_KEYRING: 'off'})
      await writeSandboxProfile(store, {
        baseUrl: typed,
        dataDir: sandbox.dataDir,
        merchant: {...sandbox.merchant, webhook_secret: 'whsec_x'},
      })
      const stored = JSON.parse(readFileSync(join(home.env.PAY_CONFIG_DIR, 'profiles.json'), 'utf8')).profiles
      return [...seen, stored.old.base_url, stored.sandbox.base_url, ...(await arrivesAt(home, {PAY_PROFILE: 'sandbox'}))]
    }),
  'request history': () =>
    eachSpelling(async (home, {typed}) => {
      const balance = await home.runHere(['balance'], {env: {...keyEnv(), PAY_BASE_URL: typed}})
      expect(balance.code, balance.stderr).toBe(0)
      return [lastRecorded(home).base_url]
    }),
  'audit log': () =>
    eachSpelling(async (home, {typed}) => {
      const topUp = await home.runHere(['test', 'top-up', '1.00'], {env: {...keyEnv(), PAY_BASE_URL: typed}})
      expect(topUp.code, topUp.stderr).toBe(0)
      const log = readFileSync(join(home.env.PAY_DATA_DIR, 'audit', 'log.jsonl'), 'utf8')
        .trim()
        .split('\n')
      return [JSON.parse(log.at(-1)!).base_url]
    }),
  policies: () =>
    eachSpelling(async (home, {typed}) => {
      const env = {...keyEnv(), PAY_BASE_URL: typed}
      expect((await home.runHere(['approver', 'add', 'somchai'], {env})).code).toBe(0)
      const set = await home.runHere(['policy', 'set', '--approvals', '1', '--as', 'somchai'], {env})
      expect(set.code, set.stderr).toBe(0)
      // The policy holds the service however it is spelled: a payout to it without a proposal is refused.
      const payout = ['withdrawal', 'create', '--amount', '1.00', '--bank', 'KBANK', '--account-no', '1234567890', '--account-name', 'A']
      const refused = await home.runHere(payout, {env: {...keyEnv(), PAY_BASE_URL: sandbox.baseUrl}})
      expect(refused.code, refused.stderr).toBe(3)
      const stored = JSON.parse(readFileSync(join(home.env.PAY_CONFIG_DIR, 'policies.json'), 'utf8'))
      return stored.policies.map((signed: {policy: {base_url: string}}) => signed.policy.base_url)
    }),
  'bank list cache': async () => {
    const home = new CliHome()
    try {
      for (const {typed} of spellings()) {
        const banks = await home.runHere(['banks', '--json'], {env: {PAY_BASE_URL: typed}})
        expect(banks.code, banks.stderr).toBe(0)
      }
      // One cache for the one service: fetched once, read by every other spelling.
      expect(readdirSync(home.env.PAY_CACHE_DIR).filter((name) => name.startsWith('banks-'))).toHaveLength(1)
      const recorded = readFileSync(join(home.env.PAY_DATA_DIR, 'request-log', 'requests.jsonl'), 'utf8')
        .trim()
        .split('\n')
      expect(recorded).toHaveLength(1)
    } finally {
      home.cleanup()
    }
  },
  'batch journal': async () => {
    const home = new CliHome()
    try {
      await sandbox.topUp('10000.00')
      const paidOnce = '100.00,KBANK,7700000010,Payee A'
      for (const [index, {typed, kept}] of spellings().entries()) {
        // A new file each time (a new journal and header): the row paid by the first is never sent again.
        const path = join(home.root, `payouts-${index}.csv`)
        writeFileSync(path, `amount,bank,account_no,account_name\n${paidOnce}\n100.00,KBANK,77000${index}0020,Payee ${index}\n`)
        const run = await home.runHere(['withdrawal', 'batch', path, '--json'], {env: {...keyEnv(), PAY_BASE_URL: typed}})
        const report = JSON.parse(run.stdout)
        expect(report.summary, `${typed}: ${run.stderr}`).toMatchObject({sent: index === 0 ? 2 : 1, already_paid: index === 0 ? 0 : 1})
        const header = JSON.parse(readFileSync(join(home.env.PAY_DATA_DIR, 'batches', `${report.batch_id}.jsonl`), 'utf8').split('\n')[0]!)
        expect(header.base_url, typed).toBe(kept)
      }
    } finally {
      home.cleanup()
    }
  },
  'final statuses of payouts': async () => {
    // Written by close-out, read by the next batch to name a payee that keeps failing, whatever the spelling.
    const settling = await TestSandbox.start({withdrawalStepMs: 0})
    const home = new CliHome()
    try {
      await settling.topUp('10000.00')
      const keys = {PAY_API_KEY: settling.merchant.test.key_id, PAY_API_SECRET: settling.merchant.test.secret}
      const store = join(home.env.PAY_DATA_DIR, 'payouts', 'final-statuses.jsonl')
      for (const [index, {typed, kept}] of spellings(settling.baseUrl).entries()) {
        const env = {...keys, PAY_BASE_URL: typed}
        const path = join(home.root, `failing-${index}.csv`)
        writeFileSync(path, `amount,bank,account_no,account_name\n10${index}.00,KBANK,7700000014001,Payee\n`)
        const plan = await home.runHere(['withdrawal', 'batch', path, '--dry-run', '--json'], {env})
        expect(JSON.parse(plan.stdout).dry_run.preview.failing_payees, typed).toHaveLength(index >= 2 ? 1 : 0)
        const paid = await home.runHere(['withdrawal', 'batch', path, '--include-failing-payees'], {env})
        expect(paid.code, paid.stderr).toBe(0)
        const closed = await home.runHere(['withdrawal', 'batch', 'close', path], {env})
        expect(closed.code, closed.stderr).toBe(4)
        expect(JSON.parse(readFileSync(store, 'utf8').trim().split('\n').at(-1)!).base_url, typed).toBe(kept)
      }
    } finally {
      home.cleanup()
      await settling.close()
    }
  },
  'sandbox state': async () => {
    // Written by the sandbox with the address it serves on; found from any spelling of it.
    for (const {typed} of spellings()) {
      const target = {dataDirs: [sandbox.dataDir], baseUrl: typed, keyId: sandbox.merchant.test.key_id}
      expect(await findSandboxMerchant(target), typed).toBeDefined()
    }
  },
}

describe('every way a base URL enters pay arrives at one identity of the service', () => {
  it('knows every surface: each URL flag, each PAY_…URL variable and each store holding a base URL is classified here', () => {
    const urlFlags = manifestFlags(isUrlFlag).map(({command, flag}) => `${command} --${flag.name}`)
    expect(urlFlags.length).toBeGreaterThan(0)
    expect(
      urlFlags.filter((name) => !(name in BASE_URL_FLAGS) && !(name in OTHER_URL_FLAGS)),
      'add the flag to BASE_URL_FLAGS (it takes the service) or OTHER_URL_FLAGS (say what it names)',
    ).toEqual([])
    expect(Object.keys({...BASE_URL_FLAGS, ...OTHER_URL_FLAGS}).filter((name) => !urlFlags.includes(name))).toEqual([])
    expect(Object.keys(OTHER_URL_FLAGS).filter((name) => /base|service|api/.test(name))).toEqual([])

    expect(payUrlVariables(), 'add the variable to BASE_URL_VARIABLES').toEqual(Object.keys(BASE_URL_VARIABLES).sort())

    const holding = STORES.filter((store) => {
      const schema = store.records?.schema
      return schema !== undefined && JSON.stringify(toJSONSchema(schema, {unrepresentable: 'any', io: 'input'})).includes('"base_url"')
    }).map((store) => store.name)
    expect(holding.sort(), 'add the store to STORES_WITH_A_BASE_URL').toEqual(Object.keys(STORES_WITH_A_BASE_URL).sort())
  })

  it('compares base URLs only by identity: no `===` or `!==` on a base URL anywhere in src/', () => {
    const compared = /\bbase_?[uU]rl\s*[!=]==(?!\s*undefined\b)|[!=]==\s*[\w.?]*\bbase_?[uU]rl\b/
    const offenders = sourceFiles('.').flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) => (compared.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    )
    expect(offenders, 'compare with sameService (src/core/http/url-input.ts)').toEqual([])
  })

  it.each(Object.keys(BASE_URL_FLAGS))('the flag %s', (name) =>
    eachSpelling(async (home, {typed}) => {
      const {args, stdin} = BASE_URL_FLAGS[name]!(typed)
      const saved = await home.runHere([...args, '--json'], {stdin})
      expect(saved.code, saved.stderr).toBe(0)
      return [JSON.parse(saved.stdout).base_url, ...(await arrivesAt(home))]
    }),
  )

  it.each(Object.keys(BASE_URL_VARIABLES))('the variable %s', (name) =>
    eachSpelling((home, {typed}) => arrivesAt(home, BASE_URL_VARIABLES[name]!(typed))),
  )

  it.each(Object.keys(STORES_WITH_A_BASE_URL))('the store: %s', (name) => STORES_WITH_A_BASE_URL[name]!())
})
