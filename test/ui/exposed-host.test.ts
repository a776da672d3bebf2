import {describe, expect, it} from 'vitest'

import {isLoopbackHost} from '../../src/core/http/loopback.js'
import {renderExposedHostWarning} from '../../src/ui/text/notices.js'
import {createStyle} from '../../src/ui/text/style.js'
import {renderListening} from '../../src/ui/text/webhook-listen-notes.js'

const plain = createStyle(false)

describe('the warning of a server bound beyond loopback', () => {
  it.each(['127.0.0.1', '127.0.0.2', '127.1', 'localhost', 'LOCALHOST', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])(
    '%s is loopback: no warning',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true)
      expect(renderExposedHostWarning(host, 'sandbox', plain)).toBeUndefined()
    },
  )

  it.each(['0.0.0.0', '::', '[::]', '192.168.1.10', '10.0.0.1', 'fe80::1', 'example.com', '128.0.0.1', '::ffff:10.0.0.1'])(
    '%s is reachable from other machines: warned',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false)
      expect(renderExposedHostWarning(host, 'sandbox', plain)).toBe(`Bound to ${host}: other machines can reach this sandbox.`)
    },
  )

  it('is the one webhook listen prints', () => {
    const facts = {url: 'http://0.0.0.0:4011/', logPath: '/tmp/events.jsonl', webhookSecretSet: true, routes: [], headerNames: []}
    expect(renderListening({...facts, host: '::'}, plain)).toContain('Bound to ::: other machines can reach this listener.')
    expect(renderListening({...facts, host: '127.0.0.2'}, plain)).not.toContain('Bound to')
  })
})
