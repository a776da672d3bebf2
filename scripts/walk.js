#!/usr/bin/env node
// Counts the files two behaviours enter (docs/architecture.md, "How a walk is counted"), with Node's coverage over
// the unbundled dist/ (run `npm run build` first), each in a pseudo-terminal against a sandbox:
// - a deposit: `pay deposit create`, followed until the customer pays (from another process);
// - a webhook delivery: one signed POST to `pay webhook listen`, forwarded to an app that answers 204; what the
//   listener does only to start is told apart by a run that receives nothing (its functions' counts subtracted).
// Every file with a function that ran is sorted into the runtime every command loads (what
// src/cli/base-command.ts imports, directly or through another), the parts the session loads on demand for every
// command of a kind (the ledger, the audit log: what src/cli/session.ts imports dynamically, and all they import),
// and the walk itself. With --json: the counts and each walk's files.
import {spawn, spawnSync} from 'node:child_process'
import {createHmac} from 'node:crypto'
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {createServer} from 'node:http'
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
 * Runs the CLI in a pseudo-terminal of 100×40 and, once `pattern` shows, calls `then` with its match and a way to
 * type keys; resolves with what the terminal showed when the CLI exits.
 */
function inTerminal(args, env, pattern, then) {
  const command = ['stty cols 100 rows 40;', ...[process.execPath, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`)].join(' ')
  return new Promise((resolve) => {
    const child = spawn('script', ['-qefc', command, '/dev/null'], {env, stdio: ['pipe', 'pipe', 'inherit'], detached: true})
    // A run that hangs ends the walk, the CLI with it (its process group), with what it showed rather than never.
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 60_000)
    let shown = ''
    let matched = false
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      shown += chunk
      // The text without the terminal's escape sequences.
      const match = matched ? null : pattern.exec(shown.replaceAll(/\x1b\[[\d;?]*[a-zA-Z]/g, ''))
      if (!match) return
      matched = true
      then(match, (keys) => child.stdin.write(keys))
    })
    child.on('close', () => {
      clearTimeout(timer)
      resolve(shown)
    })
  })
}

/** How often each function of dist/ ran (not the modules' top levels), from a coverage directory: file → counts. */
function functionCounts(coverage) {
  const files = new Map()
  for (const name of readdirSync(coverage)) {
    for (const script of JSON.parse(readFileSync(join(coverage, name), 'utf8')).result) {
      if (!script.url.startsWith(pathToFileURL(dist).href) || script.url.includes('/bundle/')) continue
      const file = fileURLToPath(script.url)
      if (file.startsWith(join(dist, 'boot'))) continue
      files.set(
        file,
        script.functions.slice(1).map((fn) => fn.ranges[0].count),
      )
    }
  }
  return files
}

/** The files of `after` with a function that ran more often than in `before` (a run that did less). */
function entered(after, before = new Map()) {
  return [...after]
    .filter(([file, counts]) => counts.some((count, index) => count > (before.get(file)?.[index] ?? 0)))
    .map(([file]) => file)
    .sort()
}

function coverageDir(name) {
  const dir = join(work, name)
  mkdirSync(dir)
  return dir
}

const sandbox = await startSandbox({dataDir: join(work, 'sandbox'), port: 0, withdrawalStepMs: 0, faultRate: 0})
const app = createServer((request, response) => request.resume().on('end', () => response.writeHead(204).end()))
await new Promise((resolve) => app.listen(0, '127.0.0.1', resolve))
try {
  const {base_url: baseUrl, merchants} = sandbox.credentials()
  const home = createCliHome({baseUrl, key: merchants[0].test})
  spawnSync(process.execPath, [join(root, 'bin', 'run.js'), 'profile', 'add', 'bench', '--webhook-secret-stdin'], {
    env: home.env,
    input: merchants[0].webhook_secret,
  })
  const cli = unbundledCli()
  const envFor = (coverage) => ({...home.env, NODE_V8_COVERAGE: coverage, PAY_NO_UPDATE_NOTIFIER: '1', CI: 'false', TERM: 'xterm'})

  const deposit = coverageDir('deposit')
  const payer = ['--payer-bank', 'KBANK', '--payer-name', 'Walk Payer', '--payer-account', '1234567890']
  // The customer pays from outside the walk: `pay test simulate-transfer`, in a process of its own.
  const pay = (id) =>
    spawn(process.execPath, [join(root, 'bin', 'run.js'), 'test', 'simulate-transfer', id], {env: home.env, stdio: 'ignore'})
  const paid = await inTerminal(
    [cli, 'deposit', 'create', '--amount', '100', ...payer],
    envFor(deposit),
    /Deposit ([0-9a-f-]{36})/,
    ([, id]) => pay(id),
  )
  if (!paid.includes('CREDITED')) throw new Error(`the deposit did not end CREDITED:\n${paid.slice(-3000)}`)

  const listen = [cli, 'webhook', 'listen', '--port', '0', '--forward-to', `http://127.0.0.1:${app.address().port}/hook`]
  const started = coverageDir('listener')
  await inTerminal(listen, envFor(started), /Listening on (\S+\/)/, (_, type) => setTimeout(() => type('q'), 1000))
  const delivered = coverageDir('delivery')
  const body = JSON.stringify({
    event_id: 'dep_walk:deposit.success',
    event_type: 'deposit.success',
    deposit_id: 'dep_walk',
    user_ref: 'walk',
    credited_amount: '99.00',
    amount: '100.00',
  })
  const signature = createHmac('sha256', merchants[0].webhook_secret).update(body).digest('hex')
  const heard = await inTerminal(listen, envFor(delivered), /Listening on (\S+\/)/, async ([, url], type) => {
    const answer = await fetch(url, {method: 'POST', headers: {'content-type': 'application/json', 'x-webhook-signature': signature}, body})
    if (!answer.ok) throw new Error(`the listener answered ${answer.status}`)
    setTimeout(() => type('q'), 1000)
  })
  if (!heard.includes('deposit.success')) throw new Error(`the listener showed no delivery:\n${heard.slice(-3000)}`)
  home.cleanup()

  const runtime = await reached(join(dist, 'cli', 'base-command.js'))
  const onDemand = await reached(join(dist, 'cli', 'session.js'), true)
  const walks = {deposit: entered(functionCounts(deposit)), delivery: entered(functionCounts(delivered), functionCounts(started))}
  const own = (files) => files.filter((file) => !runtime.has(file) && !onDemand.has(file))
  const source = (file) => {
    const ts = join('src', file.slice(dist.length + 1).replace(/\.js$/, '.ts'))
    return existsSync(join(root, ts)) ? ts : `${ts}x`
  }
  if (process.argv.includes('--json')) {
    const walk = (files) => own(files).map(source)
    console.log(
      JSON.stringify({runtime: runtime.size, onDemand: onDemand.size, deposit: walk(walks.deposit), delivery: walk(walks.delivery)}),
    )
  } else {
    console.log(`the runtime: ${runtime.size} files; on demand: ${onDemand.size}`)
    for (const [name, files] of Object.entries(walks)) {
      const onDemandEntered = files.filter((file) => !runtime.has(file) && onDemand.has(file))
      console.log(`${name}: ${own(files).length} files, and ${onDemandEntered.length} on demand`)
      for (const file of own(files)) console.log(`  ${source(file)}`)
      for (const file of onDemandEntered) console.log(`  (on demand) ${source(file)}`)
    }
  }
} finally {
  app.close()
  await sandbox.close()
  rmSync(work, {recursive: true, force: true})
}
