import {createHmac} from 'node:crypto'
import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'

const TEST_KEY = 'unk_test_7f3a9c2e1b'
const SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9f'
const WEBHOOK_SECRET = 'whsec_do_not_print_me_0123456789'
const BODY = '{"event_id":"wd_1:withdrawal.failed","event_type":"withdrawal.failed","withdrawal_id":"wd_1","reason":"ACCOUNT_CLOSED"}'
const SIGNATURE = createHmac('sha256', WEBHOOK_SECRET).update(BODY).digest('hex')

let home: CliHome
let bodyFile: string
let bodyWithNewline: string

beforeAll(async () => {
  home = new CliHome()
  // No server is needed: verification is local. The base URL is never called.
  await home.addProfile('main', 'http://127.0.0.1:1', TEST_KEY, SECRET, WEBHOOK_SECRET)
  bodyFile = join(home.root, 'body.json')
  bodyWithNewline = join(home.root, 'body-newline.json')
  writeFileSync(bodyFile, BODY)
  writeFileSync(bodyWithNewline, `${BODY}\n`)
})
afterAll(() => home.cleanup())

describe('pay webhook verify', () => {
  it('accepts a valid signature with the profile secret and summarises the event (exit 0)', async () => {
    const result = await home.runHere(['webhook', 'verify', bodyFile, '--signature', SIGNATURE])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('✓ Valid signature')
    expect(result.stdout).toMatch(/Event\s+withdrawal\.failed/)
    expect(result.stdout).toMatch(/reason\s+ACCOUNT_CLOSED/)
    expect(`${result.stdout}${result.stderr}`).not.toContain(WEBHOOK_SECRET)
  })

  it('reads the body from stdin and answers in JSON', async () => {
    const result = await home.runHere(['webhook', 'verify', '-', '--signature', SIGNATURE, '--json'], {stdin: BODY})
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({
      valid: true,
      event: {
        kind: 'event',
        event_id: 'wd_1:withdrawal.failed',
        event_type: 'withdrawal.failed',
        object_id: 'wd_1',
        fields: [['reason', 'ACCOUNT_CLOSED']],
      },
    })
  })

  it('takes the secret from stdin with --secret-stdin', async () => {
    const other = createHmac('sha256', 'whsec_other').update(BODY).digest('hex')
    const result = await home.runHere(['webhook', 'verify', bodyFile, '--signature', other, '--secret-stdin'], {stdin: 'whsec_other\n'})
    expect(result.code).toBe(0)
  })

  it('names a trailing newline added to the body (exit 4)', async () => {
    const result = await home.runHere(['webhook', 'verify', bodyWithNewline, '--signature', SIGNATURE])
    expect(result.code).toBe(4)
    expect(result.stdout).toContain('✗ Invalid signature')
    expect(result.stdout).toContain('A trailing newline was added to the body [trailing-newline-added]')
    expect(result.stderr).toContain('INVALID_SIGNATURE')
    expect(result.stderr).not.toContain('→')
    const json = await home.runHere(['webhook', 'verify', bodyWithNewline, '--signature', SIGNATURE, '--json'])
    expect(json.code).toBe(4)
    expect(JSON.parse(json.stdout).error.details.matching_variants.map((variant: {id: string}) => variant.id)).toEqual([
      'trailing-newline-added',
    ])
  })

  it('says what to check when no variant matches (exit 4)', async () => {
    const result = await home.runHere(['webhook', 'verify', bodyFile, '--signature', 'ab'.repeat(32)])
    expect(result.code).toBe(4)
    expect(result.stdout).toContain('No usual variant')
    expect(result.stdout).toContain('it is not the API secret')
    // Each piece of advice once, on stdout with the verdict; stderr says only what failed.
    expect(`${result.stdout}${result.stderr}`.split('it is not the API secret')).toHaveLength(2)
  })

  it('refuses stdin for both the body and the secret (exit 2)', async () => {
    const result = await home.runHere(['webhook', 'verify', '--signature', SIGNATURE, '--secret-stdin'], {stdin: BODY})
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('stdin cannot carry both')
  })

  it('needs a webhook secret (exit 3)', async () => {
    const bare = new CliHome()
    try {
      await bare.addProfile('plain', 'http://127.0.0.1:1', TEST_KEY, SECRET)
      const result = await bare.run(['webhook', 'verify', bodyFile, '--signature', SIGNATURE])
      expect(result.code).toBe(3)
      expect(result.stderr).toContain('no webhook secret')
    } finally {
      bare.cleanup()
    }
  })
})
