import {execFileSync} from 'node:child_process'
import {fileURLToPath} from 'node:url'

import {describe, expect, it} from 'vitest'

import {CliHome} from '../helpers/cli.js'
import {expectJsonContract} from '../helpers/json-contract.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

describe('the --json contract', () => {
  it('has a JSON Schema in schemas/ for every command, generated from its zod output schema and current', () => {
    const output = execFileSync(process.execPath, ['scripts/json-schemas.js', '--check'], {cwd: ROOT, encoding: 'utf8'})
    expect(output).toMatch(/^schemas\/ matches the \d+ commands\.$/m)
  })

  it('fails a run whose --json output the schema does not allow', () => {
    const balance = {code: 0, stdout: '{"available":"10.00","pending":"0.00","currency":"THB"}', stderr: ''}
    expect(() => expectJsonContract(['balance', '--json'], balance)).not.toThrow()
    const float = {...balance, stdout: '{"available":10,"pending":"0.00","currency":"THB"}'}
    expect(() => expectJsonContract(['balance', '--json'], float)).toThrow(/breaks schemas\/balance\.schema\.json/)
    const error = {code: 3, stdout: '{"error":{"code":"UNAUTHORIZED","message":"no","request_id":null,"status":401}}', stderr: ''}
    expect(() => expectJsonContract(['balance', '--json'], error)).not.toThrow()
    expect(() => expectJsonContract(['balance', '--json'], {...error, stdout: 'Error: no'})).toThrow(/not JSON/)
  })

  it('checks every line of an NDJSON command', () => {
    const line = {
      received_at: 'x',
      event_id: null,
      event_type: null,
      event: null,
      signature_valid: false,
      signature_problem: 'no header',
      duplicate: false,
      refused: null,
      forwarded: null,
    }
    const good = {code: 0, stdout: `${JSON.stringify(line)}\n${JSON.stringify(line)}\n`, stderr: ''}
    expect(() => expectJsonContract(['webhook', 'listen', '--json'], good)).not.toThrow()
    const bad = {...good, stdout: `${good.stdout}${JSON.stringify({...line, duplicate: 'no'})}\n`}
    expect(() => expectJsonContract(['webhook', 'listen', '--json'], bad)).toThrow(/webhook-listen\.schema\.json/)
  })

  it('is checked on the runs of the end-to-end tests, in the test process and as a process', async () => {
    const home = new CliHome()
    try {
      const here = await home.runHere(['profile', 'list', '--json'])
      expect(JSON.parse(here.stdout)).toEqual([])
      const process = await home.run(['profile', 'show', 'nobody', '--json'])
      expect(process.code).toBe(3)
      expect(JSON.parse(process.stdout).error.code).toBeTypeOf('string')
    } finally {
      home.cleanup()
    }
  })
})
