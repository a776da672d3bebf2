import {execFileSync} from 'node:child_process'

import {describe, expect, it} from 'vitest'
import {curlCommand, printfCommand} from '../../../src/core/signing/diagnosis/curl-command.js'

/** The arguments bash passes to curl for a command line, read back byte for byte. */
function wordsAsBashReadsThem(commandLine: string): Buffer[] {
  const script = `${commandLine.replace(/^curl /, 'printf "%s\\0" ')}`
  const output = execFileSync('bash', ['-c', script])
  return splitAtNul(output)
}

function splitAtNul(output: Buffer): Buffer[] {
  const words: Buffer[] = []
  let start = 0
  for (let index = output.indexOf(0); index !== -1; index = output.indexOf(0, start)) {
    words.push(output.subarray(start, index))
    start = index + 1
  }
  return words
}

const HEADERS = {'x-api-key': 'unk_test_1', 'x-signature': 'ab'.repeat(32), 'x-timestamp': '1718790000'}

describe('curlCommand', () => {
  it('sends a GET without -X, with the signature headers', () => {
    expect(curlCommand({url: 'http://127.0.0.1:4010/v1/balance', method: 'GET', headers: HEADERS})).toBe(
      `curl http://127.0.0.1:4010/v1/balance -H 'x-api-key: unk_test_1' -H 'x-signature: ${'ab'.repeat(32)}' -H 'x-timestamp: 1718790000'`,
    )
  })

  it('passes a body with quotes, dollars and newlines to curl exactly', () => {
    const body = Buffer.from(`{"name":"O'Brien $HOME \`id\`",\n"note":"สวัสดี"}\n`)
    const line = curlCommand({url: 'http://h/v1/deposits?a=1&b=2', method: 'POST', headers: {'content-type': 'application/json'}, body})
    const words = wordsAsBashReadsThem(line)
    expect(words.map(String).slice(0, 6)).toEqual([
      '-X',
      'POST',
      'http://h/v1/deposits?a=1&b=2',
      '-H',
      'content-type: application/json',
      '--data-binary',
    ])
    expect(words[6]).toEqual(body)
  })

  it('pipes bytes that are not UTF-8, or hold a NUL, from printf', () => {
    const body = Buffer.from([0xff, 0x00, 0x27, 0x5c, 0x25, 0x41, 0x0a])
    const line = curlCommand({url: 'http://h/x', method: 'POST', headers: {}, body})
    expect(line).toBe(`${printfCommand(body)} | curl -X POST http://h/x --data-binary @-`)
    expect(execFileSync('sh', ['-c', printfCommand(body)])).toEqual(body)
  })

  it('names the file for a body read from one, and turns off globbing for brackets', () => {
    const line = curlCommand({url: 'http://h/v1/x?ids[]=1', method: 'POST', headers: {}, body: Buffer.from('{}'), bodyFile: 'my body.json'})
    expect(line).toBe("curl --globoff -X POST 'http://h/v1/x?ids[]=1' --data-binary '@my body.json'")
  })

  it('sends a body starting with @ as data, not as a file name', () => {
    expect(curlCommand({url: 'http://h/x', method: 'POST', headers: {}, body: Buffer.from('@etc/passwd')})).toContain(
      '--data-raw @etc/passwd',
    )
  })
})
