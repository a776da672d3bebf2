import {readdirSync, readFileSync} from 'node:fs'
import {join, relative, sep} from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {runInTerminal} from '../helpers/terminal.js'
import {type SandboxHome, sandboxHome} from './withdrawal-helpers.js'

// A file: URL, so that a checkout path with spaces still makes one NODE_OPTIONS word.
const RECORDER = new URL('../fixtures/record-imports.mjs', import.meta.url).href
// Loaded only by the commands that need them (docs/performance.md); `pay balance` is not one of them.
const HEAVY = [
  'node_modules/ink/',
  'node_modules/react/',
  'node_modules/fastify/',
  'node_modules/node-sqlite3-wasm/',
  'node_modules/qrcode/',
  'node_modules/csv-parse/',
  'node_modules/@inquirer/',
  'node_modules/pdfkit/',
  'node_modules/fontkit/',
  'node_modules/bahttext/',
]
/** What each file of the bundle holds: the sources esbuild bundled into it (scripts/build/rechunk.js writes the list). */
let bundleSources: Record<string, string[]> | undefined
const BUNDLE = fileURLToPath(new URL('../../dist/bundle/', import.meta.url))
const sourcesOf = (url: string): string[] => {
  bundleSources ??= JSON.parse(readFileSync(join(BUNDLE, 'sources.json'), 'utf8')) as Record<string, string[]>
  return bundleSources[relative(BUNDLE, fileURLToPath(url)).split(sep).join('/')] ?? []
}
/** A source named by `marker`: `dist/services/ledger/`, `node_modules/conf/` (also under a linked `../x/node_modules/`). */
const holds = (source: string, marker: string) => source.startsWith(marker) || source.includes(`/${marker}`)
/** The bundle files among `loaded` that hold a source `marker` names. */
const bundleFilesHolding = (marker: string, loaded: string[]) =>
  loaded.filter((url) => url.includes('/dist/bundle/') && sourcesOf(url).some((source) => holds(source, marker)))
// The QR library, bundled in chunks of its own: its encoder (the terminal's code) and its image renderers
// (`--qr-png`, `--qr-svg`).
const QRCODE = 'node_modules/qrcode/'
const QR_RENDERERS = 'node_modules/qrcode/lib/renderer/'
const qrChunks = (loaded: string[]) => bundleFilesHolding(QRCODE, loaded)
// Bundled, but in chunks of their own that `pay balance` must not load: sources, so that the check does not depend
// on chunk file names. @oclif/core is in no
// chunk at all: the commands use the one copy in dist/bundle/oclif-runtime.cjs.
const NOT_LOADED = [
  'node_modules/conf/',
  'node_modules/undici/index.js',
  'dist/sandbox/server/',
  'dist/ui/components/live-watch.js',
  'node_modules/ink/',
  'node_modules/react/',
  'node_modules/react-reconciler/',
  'dist/ui/text/deposit-screen.js',
  'node_modules/@oclif/core/',
  // What only the commands reading the histories need: every command writes its request there, none reads it.
  'dist/services/request-log/log-reader.js',
  'dist/core/schemas/output/request-log.js',
  'dist/services/webhooks/',
  'dist/core/schemas/output/webhook.js',
  // The schemas of the other answers: each request loads its answer's schema when it is sent (src/core/http/api.ts).
  'dist/core/schemas/withdrawal.js',
  'dist/core/schemas/test-endpoints.js',
  'dist/core/schemas/bank.js',
  // The file lock: the profile store loads it to write, as it loads conf.
  'dist/core/files/file-lock.js',
  // The checks of a deposit's QR payload and the QR card's text: loaded to write QR files (`--qr-png`, `--qr-svg`).
  'dist/core/promptpay/payload.js',
  'dist/ui/text/deposit-qr-card.js',
  // The bank list and pay's built-in one: only the commands that check a bank code load them.
  'dist/services/banks/catalog.js',
  'dist/core/banks/thai-banks.js',
  // The error printer: loaded when there is an error to say. (The lookup that gives core an error's English is a few
  // lines of src/ui/words/active.ts; the sentences are the catalog's errors surface, which a test below holds.)
  'dist/ui/text/error-output.js',
  // pay's ledger, its recorder and SQLite: loaded by a command that sees a deposit or a withdrawal for longer than a
  // moment. A shorter one reads the answer (seen.ts) and leaves it in the ledger's inbox (files.ts): at every start.
  'dist/services/ledger/ledger.js',
  'dist/services/ledger/recorder.js',
  'dist/core/sqlite/',
  // The update check: off a terminal (as here) never made, so never loaded.
  'dist/cli/update-check.js',
  'dist/services/updates/notice.js',
  // Classic zod and its copy of zod's core (scripts/build/esbuild-options.js, classicZodApart): the schemas read at
  // start are zod/mini's, and a command's output schema is loaded only when it is read.
  'zod-classic:',
]
/** SQLite as the ledger loads it: node:sqlite, or node-sqlite3-wasm on Node 20. */
const sqliteIn = (loaded: string[]) => loaded.filter((line) => line === 'node:sqlite' || line.includes('node-sqlite3-wasm'))
// What the live view of `deposit watch` loads only when it is needed: what the keys do when a key is pressed, and
// the lines of a failed poll.
const NOT_IN_FIRST_FRAMES = [
  'dist/services/deposits/cancel.js',
  'dist/services/test-mode/simulate-transfer.js',
  'dist/ui/text/watch-lines.js',
]
/** The markers (NOT_LOADED unless given) of sources held by the bundle files among `loaded`. */
const unwantedIn = (loaded: string[], markers = NOT_LOADED) =>
  loaded
    .filter((url) => url.includes('/dist/bundle/'))
    .flatMap((url) => markers.filter((marker) => sourcesOf(url).some((source) => holds(source, marker))))
/** How the process reached ICU (test/fixtures/record-imports.mjs): an Intl object, a toLocale… or localeCompare call. */
const icuUses = (loaded: string[]) => loaded.filter((line) => line.startsWith('intl:')).map((line) => line.slice(5))
// oclif sorts a plugin's commands with localeCompare at every start: the one use of ICU no command of pay can avoid.
const OCLIF_SORT = ['String.prototype.localeCompare']

let env: SandboxHome

beforeAll(async () => {
  env = await sandboxHome()
})
afterAll(() => env?.close())

/** Runs the CLI and returns what it answered and every module URL and built-in it loaded. */
async function runRecorded(args: string[], name: string) {
  const record = join(env.home.root, `${name}.imports`)
  const result = await env.home.run(args, {env: {NODE_OPTIONS: `--import=${RECORDER}`, RECORD_IMPORTS_TO: record}})
  return {result, loaded: readFileSync(record, 'utf8').split('\n')}
}

describe('what a command loads', () => {
  it('names, as modules a command must not load, only modules the bundle holds: a marker found nowhere cannot fail', () => {
    sourcesOf(pathToFileURL(BUNDLE).href)
    const sources = Object.values(bundleSources!).flat()
    expect(sources.length).toBeGreaterThan(100)
    expect([...NOT_LOADED, ...NOT_IN_FIRST_FRAMES].filter((marker) => !sources.some((source) => holds(source, marker)))).toEqual([])
  })

  it('pay balance loads its own command file, no other, and none of the heavy modules', async () => {
    const {result, loaded} = await runRecorded(['balance', '--json'], 'balance')
    expect(result.code, result.stderr).toBe(0)
    expect(loaded.some((url) => url.endsWith('/dist/bundle/commands/balance.js'))).toBe(true)
    expect(loaded).toContain('node:crypto')
    // Only a check of an address resolves names or matches the loopback (src/core/http/loopback.ts).
    expect(loaded.filter((line) => /^node:(dns|internal\/(blocklist|socketaddress|dns\/promises))/.test(line))).toEqual([])
    // undici's HTTP/2 connection waits for an h2 answer (scripts/build/esbuild-options.js); http:// needs no TLS.
    expect(loaded.filter((line) => /^node:(internal\/)?(http2|tls)\b/.test(line))).toEqual([])
    expect(loaded.filter((url) => url.includes('/dist/bundle/commands/') && !url.endsWith('/balance.js'))).toEqual([])
    expect(loaded.filter((url) => HEAVY.some((heavy) => url.includes(heavy)))).toEqual([])
    expect(unwantedIn(loaded)).toEqual([])
    expect(qrChunks(loaded)).toEqual([])
  })

  it.each([[['balance', '--json']], [['balance']], [['deposit', 'get', 'DEPOSIT']]])(
    'pay %j (in English) builds no Intl object and loads no reader of the histories',
    async (args: string[]) => {
      const deposit = args.includes('DEPOSIT') ? await env.sandbox.createDeposit() : undefined
      const argv = args.map((arg) => (arg === 'DEPOSIT' ? deposit!.id : arg))
      const {result, loaded} = await runRecorded(argv, `intl-${argv.join('-')}`)
      expect(result.code, result.stderr).toBe(0)
      expect(icuUses(loaded)).toEqual(OCLIF_SORT)
      // A deposit seen is left in the ledger's inbox: neither the ledger's module nor SQLite is loaded.
      expect(unwantedIn(loaded)).toEqual([])
      expect(sqliteIn(loaded)).toEqual([])
      if (deposit) expect(readdirSync(join(env.home.env.PAY_DATA_DIR, 'ledger', 'sandbox-test.inbox'))).not.toEqual([])
    },
  )

  it('pay balance loads no oclif plugin (there is none to find) and, on Node 22 and newer, no node:v8', async () => {
    const pjson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {oclif: {plugins?: string[]}}
    expect(pjson.oclif.plugins).toBeUndefined()
    const {result, loaded} = await runRecorded(['balance', '--json'], 'balance-builtins')
    expect(result.code, result.stderr).toBe(0)
    expect(loaded.filter((url) => url.includes('node_modules/@oclif/plugin-'))).toEqual([])
    const nodeMajor = Number(process.versions.node.split('.')[0])
    if (nodeMajor >= 22) expect(loaded).not.toContain('node:v8')
    else expect(loaded).toContain('node:v8')
  })

  it('pay deposit get loads no QR image code without --qr-png or --qr-svg, and loads it with one', async () => {
    const deposit = await env.sandbox.createDeposit()
    const plain = await runRecorded(['deposit', 'get', deposit.id, '--json'], 'deposit-get')
    expect(plain.result.code, plain.result.stderr).toBe(0)
    expect(qrChunks(plain.loaded)).toEqual([])
    const withFile = await runRecorded(
      ['deposit', 'get', deposit.id, '--json', '--qr-png', join(env.home.root, 'startup.png')],
      'deposit-get-qr',
    )
    expect(withFile.result.code, withFile.result.stderr).toBe(0)
    expect(bundleFilesHolding(QR_RENDERERS, withFile.loaded)).toHaveLength(1)
  })

  it.each([
    [['balance'], 'en', ['en/balance']],
    [['balance'], 'th', ['th/balance']],
    [['balance', '--json'], 'en', []],
  ])('pay %j in %s reads these surfaces of the catalog and no other: %j', async (args, language, expected) => {
    // The catalogs' surfaces are CommonJS files required on first use (scripts/build/esbuild-options.js,
    // wordsOnDemand), which the import recorder does not see: Node's own module log does. --json renders no text.
    const result = await env.home.run(args, {env: {NODE_DEBUG: 'module', PAY_LANG: language}})
    expect(result.code, result.stderr).toBe(0)
    const surfaces = [...result.stderr.matchAll(/load "[^"]*\/dist\/bundle\/words\/(\w+\/[\w/-]+)\.cjs"/g)].map((match) => match[1])
    expect(new Set(surfaces)).toEqual(new Set(expected))
  })

  it('pay balance reads the words of errors only when it has an error to say', async () => {
    // Every error's sentences are the catalog's errors surface, the largest (src/ui/words/en/errors.ts).
    const errorsSurface = /load "[^"]*\/dist\/bundle\/words\/en\/errors[\w-]*\.cjs"/
    const answered = await env.home.run(['balance'], {env: {NODE_DEBUG: 'module'}})
    expect(answered.code, answered.stderr).toBe(0)
    expect(answered.stderr).not.toMatch(errorsSurface)
    const refused = await env.home.run(['balance', '--profile', 'nowhere'], {env: {NODE_DEBUG: 'module'}})
    expect(refused.stderr).toContain('No profile named "nowhere".')
    expect(refused.stderr).toMatch(errorsSurface)
  })

  it('pay --help loads the answer to an unknown command only for one', async () => {
    const markers = ['dist/cli/unknown-command.js', 'dist/cli/closest-command.js']
    const help = await runRecorded(['--help'], 'help')
    expect(help.result.code, help.result.stderr).toBe(0)
    expect(unwantedIn(help.loaded, markers)).toEqual([])
    const unknown = await runRecorded(['balnce', '--help'], 'help-unknown')
    expect(unknown.result.code).toBe(127)
    expect(new Set(unwantedIn(unknown.loaded, markers))).toEqual(new Set(markers))
  })

  it('pay --help builds no schema: it loads neither zod/mini nor classic zod', async () => {
    const {result, loaded} = await runRecorded(['--help'], 'help-zod')
    expect(result.code, result.stderr).toBe(0)
    expect(unwantedIn(loaded, ['dist/core/schemas/zod-mini.js', 'zod-classic:'])).toEqual([])
  })

  it('pay --help signs and writes nothing: it loads no node:crypto', async () => {
    // Node's crypto is some twenty built-in modules; help reaches the code that writes files through the settings.
    const {result, loaded} = await runRecorded(['--help'], 'help-crypto')
    expect(result.code, result.stderr).toBe(0)
    expect(loaded.filter((line) => line.startsWith('node:'))).toContain('node:fs')
    expect(loaded.filter((line) => /^node:(internal\/)?crypto\b/.test(line))).toEqual([])
  })

  it('pay --help asks for its surface of the catalog once, however often it reads it', async () => {
    const result = await env.home.run(['--help'], {env: {NODE_DEBUG: 'module'}})
    expect(result.code, result.stderr).toBe(0)
    expect([...result.stderr.matchAll(/REQUEST \S*words\/en\/help\.cjs/g)]).toHaveLength(1)
  })

  it("pay deposit watch on a terminal draws without Node's own undici, the QR image renderers or the keys' actions, and reaches ICU only to split text into characters", async () => {
    // yoga reads its WebAssembly with fetch when there is one, which loads Node's undici before the first frame
    // (src/ui/components/yoga-layout.ts loads it without); Ink splits each line into characters with an
    // Intl.Segmenter (to place them on the screen), which no frame can do without.
    const deposit = await env.sandbox.createDeposit()
    const record = join(env.home.root, 'watch-terminal.imports')
    const result = await runInTerminal(
      ['deposit', 'watch', deposit.id],
      {...env.home.env, NODE_OPTIONS: `--import=${RECORDER}`, RECORD_IMPORTS_TO: record},
      [{waitFor: 'q leave', send: 'q'}],
    )
    expect(result.code, result.stdout).toBe(0)
    const loaded = readFileSync(record, 'utf8').split('\n')
    expect(loaded.filter((line) => line.includes('undici')).filter((line) => line.startsWith('node:'))).toEqual([])
    const allowed = [...OCLIF_SORT, 'Intl.Segmenter']
    expect(icuUses(loaded).filter((way) => !allowed.includes(way))).toEqual([])
    // The code on the screen needs the QR library's encoder, not its PNG and SVG renderers.
    expect(qrChunks(loaded).length).toBeGreaterThan(0)
    expect(bundleFilesHolding(QR_RENDERERS, loaded)).toEqual([])
    expect(unwantedIn(loaded, NOT_IN_FIRST_FRAMES)).toEqual([])
  })

  it('pay --version imports no command at all', async () => {
    const {result, loaded} = await runRecorded(['--version'], 'version')
    expect(result.code).toBe(0)
    expect(loaded.some((url) => url.endsWith('/dist/boot/start.js'))).toBe(true)
    expect(loaded.filter((url) => url.includes('/dist/bundle/'))).toEqual([])
    expect(icuUses(loaded)).toEqual(OCLIF_SORT)
  })
})
