import {existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {ExitCode} from '../../src/core/errors.js'
import {expectNowhere, inFreshHome} from '../helpers/home-files.js'
import {manifestCommands, manifestFlags} from '../helpers/manifest-flags.js'
import {TestSandbox} from '../helpers/sandbox.js'
import {isUrlFlag, URL_ARGUMENTS, URL_FLAG_COMMANDS} from '../helpers/url-inputs.js'

/**
 * Guard: no URL pay takes may carry a user name or password, and no secret pay knows reaches the request
 * history. The URL flags come from oclif.manifest.json (built with urlFlag, marked by their help value), so a
 * command that gains one is exercised here without a new test.
 */

const PASSWORD = 's3cret'
const WITH_USERINFO = `https://ops:${PASSWORD}@example.com/hook`

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await TestSandbox.start()
})

afterAll(async () => {
  await sandbox.close()
})

describe('every URL pay takes refuses a user name or password, and never shows it', () => {
  const urlFlags = manifestFlags(isUrlFlag)

  it('knows every URL flag: each is exercised, and every flag or argument named like a URL is built with urlFlag', () => {
    expect(urlFlags.length).toBeGreaterThan(0)
    for (const {command, flag} of urlFlags)
      expect(
        URL_FLAG_COMMANDS[command],
        `add ${command} (flag --${flag.name}) to URL_FLAG_COMMANDS (test/helpers/url-inputs.ts)`,
      ).toBeDefined()
    const named = /url|base|forward-to|endpoint|proxy/
    const lookalikes = manifestFlags((flag) => flag.type === 'option' && named.test(flag.name) && !isUrlFlag(flag))
    expect(lookalikes, 'build a flag that takes a URL with urlFlag (src/cli/flags.ts)').toEqual([])
    const urlArgs = manifestCommands().flatMap((command) =>
      Object.keys(command.args)
        .filter((name) => named.test(name.toLowerCase()))
        .map((name) => `${command.id} ${name}`),
    )
    for (const arg of urlArgs)
      expect(URL_ARGUMENTS[arg], `add "${arg}" to URL_ARGUMENTS (test/helpers/url-inputs.ts) and read it with parseUrlInput`).toBeDefined()
  })

  it.each(Object.keys(URL_ARGUMENTS))('%s', (arg) =>
    inFreshHome(async (home) => {
      const result = await home.runHere(URL_ARGUMENTS[arg]!(WITH_USERINFO), {stdin: 'a-webhook-secret'})
      expect(result.code, result.stderr).toBe(ExitCode.invalidInput)
      expect(result.stderr).toContain('a user name or password in the URL')
      expect(result.stderr).toContain('https://example.com/hook')
      expectNowhere(home, PASSWORD, [result.stdout, result.stderr])
    }),
  )

  it.each(urlFlags.map(({command, flag}) => ({command, flag: flag.name})))('$command --$flag', ({command, flag}) =>
    inFreshHome(async (home) => {
      const result = await home.runHere([...URL_FLAG_COMMANDS[command]!(home), `--${flag}`, WITH_USERINFO])
      expect(result.code, result.stderr).toBe(ExitCode.invalidInput)
      expect(result.stderr).toContain('a user name or password in the URL')
      expect(result.stderr).toContain('https://example.com/hook')
      expectNowhere(home, PASSWORD, [result.stdout, result.stderr])
    }),
  )

  it('PAY_BASE_URL', () =>
    inFreshHome(async (home) => {
      const {key_id: keyId, secret} = sandbox.merchant.test
      const runs = [
        {args: ['balance', '--verbose'], env: {PAY_BASE_URL: WITH_USERINFO, PAY_API_KEY: keyId, PAY_API_SECRET: secret}},
        {args: ['banks', '--refresh'], env: {PAY_BASE_URL: WITH_USERINFO}},
      ]
      for (const {args, env} of runs) {
        const result = await home.runHere(args, {env})
        expect(result.code, result.stderr).toBe(ExitCode.invalidInput)
        expect(result.stderr).toContain('PAY_BASE_URL')
        expectNowhere(home, PASSWORD, [result.stdout, result.stderr])
      }
    }))

  it('a profile stored with one (before pay refused them): refused when read, saying how to fix it', () =>
    inFreshHome(async (home) => {
      mkdirSync(home.env.PAY_CONFIG_DIR, {recursive: true})
      const stored = {
        default: 'old',
        profiles: {old: {base_url: sandbox.baseUrl.replace('http://', `http://ops:${PASSWORD}@`), test: sandbox.merchant.test}},
      }
      writeFileSync(join(home.env.PAY_CONFIG_DIR, 'profiles.json'), JSON.stringify(stored), {mode: 0o600})
      const result = await home.runHere(['balance', '--verbose'])
      expect(result.code, result.stderr).toBe(ExitCode.invalidInput)
      expect(result.stderr).toContain('pay profile add old --base-url')
      for (const output of [result.stdout, result.stderr]) expect(output).not.toContain(PASSWORD)
      expect(existsSync(join(home.env.PAY_DATA_DIR, 'request-log', 'requests.jsonl'))).toBe(false)
    }))

  it('in Thai: the refusal and how to fix it, while --json keeps the English', () =>
    inFreshHome(async (home) => {
      const runs = [
        {args: ['banks', '--refresh'], env: {PAY_BASE_URL: WITH_USERINFO}, thai: 'ไม่รับชื่อผู้ใช้หรือรหัสผ่านใน URL'},
        {args: ['banks', '--refresh'], env: {PAY_BASE_URL: 'api.example.com'}, thai: 'ต้องเป็น URL แบบ http:// หรือ https://'},
      ]
      for (const {args, env, thai} of runs) {
        const said = await home.runHere(args, {env: {...env, PAY_LANG: 'th'}})
        expect(said.code, said.stderr).toBe(ExitCode.invalidInput)
        expect(said.stderr).toContain(thai)
        expect(said.stderr).toContain('ระบุ URL')
        const [english, json] = await Promise.all(
          ['en', 'th'].map((lang) => home.runHere([...args, '--json'], {env: {...env, PAY_LANG: lang}})),
        )
        expect(json!.stdout).toBe(english!.stdout)
        expect(JSON.parse(json!.stdout).error.code).toBe('INVALID_URL')
        expectNowhere(home, PASSWORD, [said.stdout, said.stderr, json!.stdout])
      }
    }))
})

describe('the request history', () => {
  it('redacts, with --log-bodies, the secrets of every profile, not only those of the one in use', () =>
    inFreshHome(async (home) => {
      const other = {secret: 'b'.repeat(64), webhook: 'whsec_other_profile_secret'}
      await home.addProfile('main', sandbox.baseUrl, sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
      await home.addProfile('other', sandbox.baseUrl, 'unk_test_other', other.secret, other.webhook)
      const body = JSON.stringify({amount: '1.00', note: `${other.secret} ${other.webhook}`})
      const result = await home.runHere(['request', 'POST', '/v1/test/top-up', '-d', body, '--profile', 'main'], {
        env: {PAY_LOG_BODIES: '1'},
      })
      expect(result.stderr).not.toContain('cannot be written')
      const log = readFileSync(join(home.env.PAY_DATA_DIR, 'request-log', 'requests.jsonl'), 'utf8')
      expect(log).toContain('[redacted]')
      expect(log).not.toContain(other.secret)
      expect(log).not.toContain(other.webhook)
    }))

  it('is not written through a symlink planted in its place: the command succeeds, warns once, the target is untouched', () =>
    inFreshHome(async (home) => {
      await home.addProfile('main', sandbox.baseUrl, sandbox.merchant.test.key_id, sandbox.merchant.test.secret)
      const target = join(home.root, 'elsewhere.txt')
      writeFileSync(target, 'untouched\n')
      mkdirSync(join(home.env.PAY_DATA_DIR, 'request-log'), {recursive: true})
      symlinkSync(target, join(home.env.PAY_DATA_DIR, 'request-log', 'requests.jsonl'))
      const result = await home.runHere(['balance'])
      expect(result.code, result.stderr).toBe(ExitCode.ok)
      expect(result.stderr.match(/request history cannot be written/g)).toHaveLength(1)
      expect(readFileSync(target, 'utf8')).toBe('untouched\n')
    }))

  it('is not read through a symlink planted in its place: pay logs says so and shows nothing of the target', () =>
    inFreshHome(async (home) => {
      const target = join(home.root, 'elsewhere.jsonl')
      const line = {
        at: new Date().toISOString(),
        profile: 'x',
        mode: 'test',
        method: 'GET',
        target: '/v1/balance?from=elsewhere',
        status: 200,
      }
      writeFileSync(target, `${JSON.stringify(line)}\n`)
      mkdirSync(join(home.env.PAY_DATA_DIR, 'request-log'), {recursive: true})
      symlinkSync(target, join(home.env.PAY_DATA_DIR, 'request-log', 'requests.jsonl'))
      const result = await home.runHere(['logs'])
      expect(result.code).toBe(ExitCode.requestFailed)
      expect(result.stderr).toContain('is a symbolic link')
      expect(result.stdout + result.stderr).not.toContain('from=elsewhere')
    }))
})
