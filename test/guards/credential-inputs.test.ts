import {mkdirSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {ExitCode} from '../../src/core/errors.js'
import {PROXY_VARIABLES} from '../../src/core/http/proxy-settings.js'
import type {CliHome} from '../helpers/cli.js'
import {expectNowhere, inFreshHome} from '../helpers/home-files.js'
import type {InProcessResult} from '../helpers/in-process.js'
import {manifestFlags} from '../helpers/manifest-flags.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {isUrlFlag, namesInSource, payUrlVariables, URL_ARGUMENTS, URL_FLAG_COMMANDS} from '../helpers/url-inputs.js'

/**
 * Guard: a password written into any value that can hold one reaches no output of pay (stdout, stderr, `--json`)
 * and no file it writes, however the value is spelled, parsable or not. The inputs are enumerated: the URL flags
 * and arguments of oclif.manifest.json (test/helpers/url-inputs.ts), the PAY_…URL variables and the proxy
 * variables src/ reads, and a profile's stored base URL. Every message and view of such a value goes through
 * one redaction (`withoutCredentials`, src/core/text/redaction.ts).
 */

const PASSWORD = 'pw-Sx7q-s3cret'
/** The password as a URL parser keeps it, every character escaped. */
const ESCAPED = [...PASSWORD].map((character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`).join('')

/** A user name and that password in a URL, spelled as people write one, parsable or not. */
const SPELLINGS = [
  `https://ops:${PASSWORD}@example.com/hook`,
  `//ops:${PASSWORD}@example.com/hook`,
  `ops:${PASSWORD}@example.com:8080`,
  `http://ops:${PASSWORD} x@example.com/hook`,
  `http://ops:${ESCAPED}@example.com/hook`,
  `http://ops:${PASSWORD}/x@example.com/hook`,
  `http://ops:${PASSWORD}@example.com:port/hook`,
  `ftp://ops:${PASSWORD}@example.com/hook`,
]

const PAYEE = ['--amount', '10', '--bank', 'KBANK', '--account-no', '1234567890', '--account-name', 'Somchai']

/** Commands that read the configuration: the one that describes it, one that asks the service, one that moves money. */
const READERS = [['doctor'], ['balance', '--verbose'], ['withdrawal', 'create', ...PAYEE]]

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await TestSandbox.start()
})

afterAll(async () => {
  await sandbox.close()
})

const keyEnv = () => ({PAY_API_KEY: sandbox.merchant.test.key_id, PAY_API_SECRET: sandbox.merchant.test.secret})

/** Runs `args` with each spelling, as people read it and with `--json`, and finds the password nowhere. */
async function eachSpelling(
  run: (home: CliHome, spelling: string) => Promise<InProcessResult[]>,
  options: {except?: (home: CliHome) => string[]} = {},
): Promise<void> {
  for (const spelling of SPELLINGS) {
    await inFreshHome(async (home) => {
      const results = await run(home, spelling)
      expect(results.length).toBeGreaterThan(0)
      for (const secret of [PASSWORD, ESCAPED])
        expectNowhere(
          home,
          secret,
          results.flatMap(({stdout, stderr}) => [stdout, stderr]),
          options.except?.(home),
        )
    })
  }
}

/** Each command line in both output modes. */
function bothModes(home: CliHome, runs: string[][], options: {env?: Record<string, string>; stdin?: string} = {}) {
  return Promise.all(runs.flatMap((args) => [args, [...args, '--json']]).map((args) => home.runHere(args, options)))
}

describe('a password in a value that can hold one is shown and kept nowhere', () => {
  const urlFlags = manifestFlags(isUrlFlag)
  const proxyVariables: string[] = Object.values(PROXY_VARIABLES).flat()

  it('knows every such input: the URL flags and arguments, the PAY_…URL and proxy variables src/ reads', () => {
    expect(urlFlags.length).toBeGreaterThan(0)
    for (const {command} of urlFlags) expect(Object.keys(URL_FLAG_COMMANDS)).toContain(command)
    expect(payUrlVariables().length).toBeGreaterThan(0)
    const named = namesInSource(/\b(?:https?|all|socks|ftp)_proxy\b/gi)
    expect(named.length).toBeGreaterThan(0)
    expect(
      named.filter((name) => !proxyVariables.includes(name)),
      'a proxy variable pay reads is read by readProxySettings (src/core/http/proxy-settings.ts)',
    ).toEqual([])
  })

  it.each(urlFlags.map(({command, flag}) => `${command} --${flag.name}`))('the flag %s', (name) => {
    const [command, flag] = name.split(' ') as [string, string]
    return eachSpelling(async (home, spelling) => {
      const results = await bothModes(home, [[...URL_FLAG_COMMANDS[command]!(home), flag, spelling]])
      for (const result of results) expect(result.code, result.stderr).toBe(ExitCode.invalidInput)
      return results
    })
  })

  it.each(Object.keys(URL_ARGUMENTS))('the argument %s', (name) =>
    eachSpelling(async (home, spelling) => {
      const results = await bothModes(home, [URL_ARGUMENTS[name]!(spelling)], {stdin: 'a-webhook-secret'})
      for (const result of results) expect(result.code, result.stderr).toBe(ExitCode.invalidInput)
      return results
    }),
  )

  it.each(payUrlVariables())('the variable %s', (name) =>
    eachSpelling(async (home, spelling) => {
      const results = await bothModes(home, READERS, {env: {...keyEnv(), [name]: spelling}})
      for (const result of results) expect(result.code, result.stderr).not.toBe(ExitCode.ok)
      return results
    }),
  )

  it.each(proxyVariables)('the proxy variable %s: refused before anything is sent, saying so', (name) =>
    eachSpelling(async (home, spelling) => {
      const env = {...keyEnv(), PAY_BASE_URL: sandbox.baseUrl, [name]: spelling}
      const results = await bothModes(home, READERS, {env})
      for (const result of results) {
        expect(result.code, result.stderr).not.toBe(ExitCode.ok)
        expect(result.stdout + result.stderr).toContain(`${name} is not a proxy URL pay can use`)
        expect(result.stdout + result.stderr).not.toContain('may or may not')
      }
      return results
    }),
  )

  it("a profile's stored base URL (written by hand, or by an older pay)", () => {
    const profilesFile = (home: CliHome) => join(home.env.PAY_CONFIG_DIR, 'profiles.json')
    return eachSpelling(
      async (home, spelling) => {
        mkdirSync(home.env.PAY_CONFIG_DIR, {recursive: true})
        const stored = {default: 'old', profiles: {old: {base_url: spelling, test: sandbox.merchant.test}}}
        writeFileSync(profilesFile(home), JSON.stringify(stored), {mode: 0o600})
        return bothModes(home, [...READERS, ['whoami'], ['profile', 'show', 'old'], ['profile', 'list']])
      },
      {except: (home) => [profilesFile(home)]},
    )
  })
})
