import {describe, expect, it} from 'vitest'

import {isThisMachine} from '../../src/core/http/loopback.js'
import {renderExposedHostWarning} from '../../src/ui/text/notices.js'
import {createStyle} from '../../src/ui/text/style.js'

const plain = createStyle(false)

describe('the warning of a server bound beyond loopback', () => {
  it.each(['0.0.0.0', '::', '[::]', '192.168.1.10', '10.0.0.1', 'fe80::1', '128.0.0.1', '::ffff:10.0.0.1', '127.attacker.invalid'])(
    '%s is reachable from other machines (or unknown): warned',
    async (host) => {
      expect(await isThisMachine(host)).toBe(false)
      expect(renderExposedHostWarning(host, 'sandbox', plain)).toBe(`Bound to ${host}: other machines can reach this sandbox.`)
    },
  )
})
