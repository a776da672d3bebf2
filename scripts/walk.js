#!/usr/bin/env node
// Counts the files a deposit enters (docs/architecture.md, "How a walk is counted"): `pay deposit create` in a
// pseudo-terminal against a sandbox, followed until the transfer is simulated (`s`), with Node's coverage over the
// unbundled dist/ (run `npm run build` first). Prints every source file with a function that ran, in three groups:
// the runtime every command loads (what src/cli/base-command.ts imports, directly or through another), the parts
// the session loads on demand for every command of a kind (the ledger, the audit log: what src/cli/session.ts
// imports dynamically, and their imports), and the walk itself; with --json, the counts and the walk's files.
import {spawn, spawnSync} from 'node:child_process'
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'

import {build} from 'esbuild'

import {startSandbox} from '../dist/sandbox/server/index.js'
import {createCliHome} from './bench/cli-home.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'dist')
const work = mkdtempSync(join(tmpdir(), 'pay-walk-'))

/** Files of dist/ reached from `entry` by static imports; `onDemand`: what its dynamic imports reach, loaded when used. */
async function reached(entry, onDemand = false) {
  const {metafile} = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    packages: 'external',
    logLevel: 'silent',
  })
  const edges = (file, kind) => (metafile.inputs[file]?.imports ?? []).filter((edge) => edge.kind === kind).map((edge) => edge.path)
  const closure = (starts, kinds) => {
    const seen = new Set()
    for (const stack = [...starts]; stack.length > 0; ) {
      const file = stack.pop()
      if (seen.has(file)) continue
      seen.add(file)
      stack.push(...kinds.flatMap((kind) => edges(file, kind)))
    }
    return seen
  }
  const start = Object.keys(metafile.inputs).find((file) => join(root, file) === entry)
  const files = onDemand
    ? closure(edges(start, 'dynamic-import'), ['import-statement', 'dynamic-import'])
    : closure([start], ['import-statement'])
  return new Set([...files].map((file) => join(root, file)))
}

// pay with oclif reading the compiled commands (dist/commands/) instead of the bundle, and a manifest of its own.
function unbundledCli() {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  Object.assign(manifest.oclif, {commands: './dist/commands', helpClass: './dist/cli/help.js', hooks: {}})
  delete manifest.imports
  writeFileSync(join(work, 'package.json'), JSON.stringify(manifest))
  symlinkSync(dist, join(work, 'dist'))
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'))
  writeFileSync(join(work, 'run.js'), "import {execute} from '@oclif/core'\nawait execute({dir: import.meta.url})\n")
  spawnSync(process.execPath, [join(root, 'node_modules', 'oclif', 'bin', 'run.js'), 'manifest'], {cwd: work, stdio: 'ignore'})
  return join(work, 'run.js')
}

/**
 * Runs the CLI in a pseudo-terminal of 100×40 and, once `pattern` shows, calls `then` with its match; resolves with
 * what the terminal showed when the CLI exits.
 */
function inTerminal(args, env, pattern, then) {
  const command = ['stty cols 100 rows 40;', ...[process.execPath, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`)].join(' ')
  return new Promise((resolve) => {
    const child = spawn('script', ['-qefc', command, '/dev/null'], {env, stdio: ['pipe', 'pipe', 'inherit']})
    let shown = ''
    let matched = false
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      shown += chunk
      // The text without the terminal's escape sequences.
      const match = matched ? null : pattern.exec(shown.replaceAll(/\x1b\[[\d;?]*[a-zA-Z]/g, ''))
      if (!match) return
      matched = true
      then(match)
    })
    child.on('close', () => resolve(shown))
  })
}

/** Files of dist/ with a function (not only the module's top level) that ran, from a coverage directory. */
function entered(coverage) {
  const files = new Set()
  for (const name of readdirSync(coverage)) {
    for (const script of JSON.parse(readFileSync(join(coverage, name), 'utf8')).result) {
      if (!script.url.startsWith(pathToFileURL(dist).href) || script.url.includes('/bundle/')) continue
      if (script.functions.some((fn, index) => index > 0 && fn.ranges[0].count > 0)) files.add(fileURLToPath(script.url))
    }
  }
  return files
}

const sandbox = await startSandbox({dataDir: join(work, 'sandbox'), port: 0, withdrawalStepMs: 0, faultRate: 0})
try {
  const credentials = sandbox.credentials()
  const home = createCliHome({baseUrl: credentials.base_url, key: credentials.merchants[0].test})
  const coverage = join(work, 'coverage')
  mkdirSync(coverage)
  const env = {...home.env, NODE_V8_COVERAGE: coverage, PAY_NO_UPDATE_NOTIFIER: '1', CI: 'false', TERM: 'xterm'}
  const payer = ['--payer-bank', 'KBANK', '--payer-name', 'Walk Payer', '--payer-account', '1234567890']
  // The customer pays from outside the walk: `pay test simulate-transfer`, in a process of its own.
  const pay = (id) =>
    spawn(process.execPath, [join(root, 'bin', 'run.js'), 'test', 'simulate-transfer', id], {env: home.env, stdio: 'ignore'})
  const shown = await inTerminal(
    [unbundledCli(), 'deposit', 'create', '--amount', '100', ...payer],
    env,
    /Deposit ([0-9a-f-]{36})/,
    ([, id]) => pay(id),
  )
  if (!shown.includes('CREDITED')) throw new Error(`the deposit did not end CREDITED:\n${shown.slice(-3000)}`)
  home.cleanup()
  const runtime = await reached(join(dist, 'cli', 'base-command.js'))
  const onDemand = await reached(join(dist, 'cli', 'session.js'), true)
  const files = [...entered(coverage)].filter((file) => !file.startsWith(join(dist, 'boot'))).sort()
  const groups = {
    runtime: files.filter((file) => runtime.has(file)),
    'on demand': files.filter((file) => !runtime.has(file) && onDemand.has(file)),
    walk: files.filter((file) => !runtime.has(file) && !onDemand.has(file)),
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({runtime: runtime.size, onDemand: onDemand.size, walk: groups.walk.map((file) => file.slice(root.length))}))
  } else console.log(`the runtime: ${runtime.size} files; on demand: ${onDemand.size}`)
  for (const [name, group] of process.argv.includes('--json') ? [] : Object.entries(groups)) {
    console.log(`${name}: ${group.length} entered`)
    for (const file of name === 'runtime' ? [] : group) {
      const source = join('src', file.slice(dist.length + 1).replace(/\.js$/, '.ts'))
      console.log(`  ${existsSync(join(root, source)) ? source : `${source}x`}`)
    }
  }
} finally {
  await sandbox.close()
  rmSync(work, {recursive: true, force: true})
}
