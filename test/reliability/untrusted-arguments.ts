import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {CliHome, type CliResult} from '../helpers/cli.js'
import {ExitedNow, type IODouble} from '../helpers/io-double.js'
import {commandOf} from '../helpers/json-contract.js'
import {TestSandbox} from '../helpers/sandbox.js'

/** Text a user could type or paste that would repaint a terminal, ring it, rewrite or forge a line, or turn it around. */
export const HOSTILE_VALUES = ['\u001b[31mRED', '\u0007BEL', 'A\rB', 'A\nFORGED', '\u009bC1', '\u202eRTL', '\u2066ISO'] as const

/** All of them in one value: a surface that shows any of them raw is found by one run. */
export const ALL_HOSTILE = HOSTILE_VALUES.join(' ')

/** ESC, BEL, CR, C1, the bidi embeddings and overrides, the bidi isolates. */
const RAW_CONTROL = /[\u001b\u0007\r\u0080-\u009f\u202a-\u202e\u2066-\u2069]/u

/** On a terminal: the hostile values' own escape sequence and carriage return, and any BEL, C1 or bidi control. */
const RAW_ON_TERMINAL = [/\u001b\[31mRED/u, /A\rB/u, /[\u0007\u0080-\u009f\u202a-\u202e\u2066-\u2069]/u]

interface ManifestValue {
  name: string
  required?: boolean
  type?: string
}

interface ManifestCommand {
  args: Record<string, ManifestValue>
  flags: Record<string, ManifestValue>
}

const MANIFEST = JSON.parse(readFileSync(new URL('../../oclif.manifest.json', import.meta.url), 'utf8')) as {
  commands: Record<string, ManifestCommand>
}

/** One place where a command takes text: a positional argument, a flag with a value, or a word too many. */
export interface Surface {
  command: string
  kind: 'arg' | 'flag' | 'extra'
  name: string
}

/**
 * Every argument and every flag that takes a value (strings, numbers, options) of every command in the
 * manifest, and an argument after the last one the command takes.
 */
export function surfacesOf(): Surface[] {
  return Object.entries(MANIFEST.commands).flatMap(([command, {args, flags}]) => [
    ...Object.keys(args).map((name) => ({command, kind: 'arg' as const, name})),
    ...Object.values(flags)
      .filter((flag) => flag.type === 'option')
      .map((flag) => ({command, kind: 'flag' as const, name: flag.name})),
    {command, kind: 'extra' as const, name: 'one argument too many'},
  ])
}

export interface SweepOptions {
  /** The hostile values each surface gets in turn. */
  values: readonly string[]
  /** Which surfaces are run again with stdin, stdout and stderr on a terminal (colour on), where output takes other paths. */
  onTerminal: (surface: Surface) => boolean
}

/**
 * Feeds hostile text into every argument and value flag of every command (read from oclif.manifest.json) and
 * checks that nothing of it reaches stdout or stderr raw. A command with a required value that the table of
 * valid values does not know fails the sweep, so a new command is covered as soon as it is in the manifest.
 */
export function describeUntrustedArguments(options: SweepOptions): void {
  let sandbox: TestSandbox
  let home: CliHome
  let workDir: string
  let previousDir: string
  /** Valid values, keyed by `command name` or by name alone; the ones of GIVEN are passed wherever the command has them. */
  let valid: Record<string, () => string>

  beforeAll(async () => {
    sandbox = await TestSandbox.start()
    home = new CliHome()
    const {test, webhook_secret: webhookSecret} = sandbox.merchant
    await home.addProfile('main', sandbox.baseUrl, test.key_id, test.secret, webhookSecret)
    await home.run(['profile', 'use', 'main'])
    await sandbox.topUp('100000.00')
    // A hostile file name (--qr-png, --results, --data-dir…) is written relative to the working directory: the test's own.
    workDir = mkdtempSync(join(tmpdir(), 'pay-untrusted-'))
    previousDir = process.cwd()
    process.chdir(workDir)
    const file = (name: string, text: string) => {
      const path = join(workDir, name)
      writeFileSync(path, text)
      return path
    }
    const payouts = file('payouts.csv', 'amount,bank,account_no,account_name\n10.00,KBANK,1234567890,Somchai\n')
    const webhookBody = file('webhook.json', '{"event_id":"evt_1","event_type":"webhook.test"}')
    const orders = file('orders.csv', 'ref,amount\nORD-1,10.00\n')
    const scenario = file('scenario.json', JSON.stringify({steps: [{name: 'balance', method: 'GET', path: '/v1/balance'}]}))
    const fixed = (value: string) => () => value
    valid = {
      method: fixed('GET'),
      path: fixed('/v1/balance'),
      event: fixed('webhook.test'),
      type: fixed('webhook.test'),
      id: fixed('dep_0000000000000000'),
      'deposit-id': fixed('dep_0000000000000000'),
      eventId: fixed('evt_missing'),
      name: fixed('nobody'),
      'profile:show name': fixed('main'),
      amount: fixed('10.00'),
      signature: fixed('a'.repeat(64)),
      mode: fixed('test'),
      status: fixed('SUCCESS'),
      bank: fixed('KBANK'),
      'account-no': fixed('1234567890'),
      'account-name': fixed('Somchai'),
      'payer-bank': fixed('KBANK'),
      'payer-name': fixed('Somchai'),
      'payer-account': fixed('1234567890'),
      'fixtures:run file': fixed(scenario),
      'withdrawal:batch file': fixed(payouts),
      'withdrawal:batch:close file': fixed(payouts),
      'webhook:verify file': fixed(webhookBody),
      'reconcile file': fixed(orders),
      'reconcile key': fixed('ref'),
      'amount-column': fixed('amount'),
      'approver:trust file': fixed(file('card.json', '{}')),
      proposal: fixed('none.proposal.json'),
      as: fixed('nobody'),
      approvals: fixed('0'),
      // Nothing listens on port 9: every delivery of the check is refused at once.
      'webhook:check url': fixed('http://127.0.0.1:9/webhooks'),
      port: fixed('0'),
      // The wait ends at its timeout: a second, not the default minute.
      'webhook:wait timeout': fixed('1'),
      key: fixed('lang'),
      // English: the sweep's home keeps speaking the language its other checks read.
      'config:set value': fixed('en'),
      // A fresh, empty data dir each time: no sandbox command ever finds one this process runs.
      'sandbox:* sandbox-data-dir': () => mkdtempSync(join(workDir, 'sandbox-')),
      'sandbox-data-dir': fixed(sandbox.dataDir),
    }
  })
  afterAll(async () => {
    process.chdir(previousDir)
    await sandbox?.close()
    home?.cleanup()
    rmSync(workDir, {recursive: true, force: true})
  })

  function validValue(command: string, name: string): string | undefined {
    return (valid[`${command} ${name}`] ?? valid[`${command.split(':')[0]}:* ${name}`] ?? valid[name])?.()
  }

  /** The argv running `command` with valid values wherever needed, and `hostile` (if given) in one surface. */
  function argvFor(command: string, hostile?: {surface: Surface; value: string}): string[] {
    const {args, flags} = MANIFEST.commands[command]!
    const argv = command.split(':')
    const valueOf = (value: ManifestValue, kind: 'arg' | 'flag') => {
      if (hostile?.surface.kind === kind && hostile.surface.name === value.name) return hostile.value
      const given = validValue(command, value.name)
      if (value.required && given === undefined) {
        throw new Error(
          `pay ${command} needs ${kind === 'arg' ? 'the argument ' : '--'}${value.name}: add a valid value for it to the sweep's table (test/reliability/untrusted-arguments.ts)`,
        )
      }
      return value.required || GIVEN.has(value.name) || kind === 'arg' ? given : undefined
    }
    for (const arg of Object.values(args)) {
      const value = valueOf(arg, 'arg')
      if (value === undefined) break
      argv.push(value)
    }
    if (hostile?.surface.kind === 'extra') argv.push(hostile.value)
    for (const flag of Object.values(flags)) {
      const value = flag.type === 'option' ? valueOf(flag, 'flag') : undefined
      if (value !== undefined) argv.push(`--${flag.name}`, value)
    }
    return argv
  }

  /**
   * Runs one command in the test's process. One that keeps running (a listener, a watch, a foreground sandbox,
   * a prompt on the terminal) is stopped with Ctrl-C once it has printed something and then gone quiet, or
   * after a few seconds (a live view redraws and is never quiet); again every few seconds until it ends.
   */
  async function runBounded(argv: string[], tty: boolean): Promise<CliResult> {
    // oclif's own commands (help, autocomplete) have no source in src/commands and do not print through pay's IO:
    // they run as a process, piped.
    if (!existsSync(new URL(`../../src/commands/${commandOf(argv)!.id.replaceAll(':', '/')}.ts`, import.meta.url)))
      return home.run(argv, {cwd: workDir})
    let io: IODouble | undefined
    let settled = false
    const running = home
      .runHere(argv, {tty, env: tty ? {NO_COLOR: '', FORCE_COLOR: '1'} : {}, whileRunning: (given) => void (io = given)})
      .finally(() => (settled = true))
    let printed = ''
    let quietSince = Date.now()
    let stoppedAt = Date.now()
    while (!settled) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      if (settled || !io) continue
      const now = io.stdout.text + io.stderr.text
      if (now !== printed) [printed, quietSince] = [now, Date.now()]
      const printedThenQuiet = printed !== '' && Date.now() - quietSince >= 500
      if (!printedThenQuiet && Date.now() - stoppedAt < 3000) continue
      quietSince = stoppedAt = Date.now()
      try {
        io.signal('SIGINT')
      } catch (error) {
        if (!(error instanceof ExitedNow)) throw error
      }
      if (tty) io.stdin.write('\u0003')
    }
    return running
  }

  /**
   * What of the hostile text came out raw. Piped, no ESC, BEL, CR, C1 or bidi control at all; on a terminal
   * pay's own colours and the live views' cursor moves are ESC and CR sequences, so the hostile forms are looked for.
   */
  function rawIn(result: CliResult, tty: boolean): string[] {
    const raw = (text: string) => (tty ? RAW_ON_TERMINAL.some((form) => form.test(text)) : RAW_CONTROL.test(text))
    return [
      ...(raw(result.stdout) ? [`stdout: ${JSON.stringify(result.stdout.slice(0, 600))}`] : []),
      ...(raw(result.stderr) ? [`stderr: ${JSON.stringify(result.stderr.slice(0, 600))}`] : []),
      ...[result.stdout, result.stderr]
        .filter((text) => /^FORGED/m.test(text))
        .map((text) => `a forged line: ${JSON.stringify(text.slice(0, 600))}`),
    ]
  }

  const surfaces = surfacesOf()

  /** Runs each surface with each hostile value and lists every output that shows one raw. */
  async function sweep(chosen: Surface[], tty: boolean): Promise<string[]> {
    const leaks: string[] = []
    for (const surface of chosen) {
      for (const hostile of options.values) {
        const argv = argvFor(surface.command, {surface, value: hostile})
        const result = await runBounded(argv, tty)
        for (const leak of rawIn(result, tty))
          leaks.push(`pay ${JSON.stringify(argv)} (${surface.kind} ${surface.name}${tty ? ', on a terminal' : ''}): ${leak}`)
      }
    }
    return leaks
  }

  describe('untrusted text in arguments and flags is never printed raw', () => {
    it('knows a valid value for every required argument and flag of every command', () => {
      for (const surface of surfaces)
        for (const value of options.values) expect(() => argvFor(surface.command, {surface, value})).not.toThrow()
    })

    it('every argument and value flag of every command, piped', {timeout: 600_000}, async () => {
      expect(await sweep(surfaces, false)).toEqual([])
    })

    it('on a terminal, with colour', {timeout: 900_000}, async () => {
      expect(await sweep(surfaces.filter(options.onTerminal), true)).toEqual([])
    })

    it("as a process: a command pay does not have, and a word after one that takes none (oclif's hook)", {timeout: 120_000}, async () => {
      const leaks: string[] = []
      for (const value of options.values) {
        for (const argv of [[value], ['balance', value]]) {
          const result = await home.run(argv, {cwd: workDir})
          for (const leak of rawIn(result, false)) leaks.push(`pay ${JSON.stringify(argv)}: ${leak}`)
        }
      }
      expect(leaks).toEqual([])
    })

    it('then every command once with valid values reads back what those runs left (the request history, the logs) escaped', {
      timeout: 120_000,
    }, async () => {
      const leaks: string[] = []
      for (const command of Object.keys(MANIFEST.commands)) {
        const argv = argvFor(command)
        for (const leak of rawIn(await runBounded(argv, false), false)) leaks.push(`pay ${JSON.stringify(argv)}: ${leak}`)
      }
      expect(leaks).toEqual([])
    })
  })
}

/** Passed wherever a command has them and the table gives one: the ports and data dirs of this test, the payer a deposit needs without a prompt, a short wait. */
const GIVEN = new Set(['port', 'timeout', 'sandbox-data-dir', 'payer-bank', 'payer-name', 'payer-account'])
