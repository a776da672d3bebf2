import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {build, type Plugin} from 'esbuild'
import {afterAll, describe, expect, it} from 'vitest'

// @ts-expect-error: a build script in plain JavaScript
import {undiciH2OnDemand} from '../../scripts/build/esbuild-options.js'

// In the bundle, undici's client requires its HTTP/2 connection (and node:http2 with it) only when it first connects
// over h2 (scripts/build/esbuild-options.js, undiciH2OnDemand). Built here from two files laid out as undici's are
// in node_modules; test/e2e/startup.test.ts checks that the real bundle loads no node:http2.

const root = mkdtempSync(join(tmpdir(), 'pay-undici-h2-'))
afterAll(() => rmSync(root, {recursive: true, force: true}))

function writeUndici(): string {
  const dispatcher = join(root, 'node_modules', 'undici', 'lib', 'dispatcher')
  mkdirSync(dispatcher, {recursive: true})
  writeFileSync(
    join(dispatcher, 'client-h2.js'),
    'globalThis.h2Loads = (globalThis.h2Loads ?? 0) + 1\nmodule.exports = (client, socket) => [client, socket]\n',
  )
  writeFileSync(join(dispatcher, 'client.js'), "const connectH2 = require('./client-h2.js')\nmodule.exports = {connectH2}\n")
  writeFileSync(join(root, 'other.js'), "module.exports = require('./node_modules/undici/lib/dispatcher/client-h2.js')\n")
  writeFileSync(
    join(root, 'entry.js'),
    "module.exports = {client: require('undici/lib/dispatcher/client.js'), other: () => require('./other.js')}\n",
  )
  return join(root, 'entry.js')
}

describe("undici's HTTP/2 connection in the bundle", () => {
  it('is required when the client first connects over h2, once, and not when the client loads', async () => {
    const outfile = join(root, 'bundle.cjs')
    await build({
      entryPoints: [writeUndici()],
      outfile,
      bundle: true,
      format: 'cjs',
      platform: 'node',
      plugins: [undiciH2OnDemand as Plugin],
      logLevel: 'silent',
    })
    const h2 = globalThis as {h2Loads?: number}
    delete h2.h2Loads
    const bundle = createRequire(import.meta.url)(outfile) as {client: {connectH2: (...args: unknown[]) => unknown}; other: () => unknown}
    expect(h2.h2Loads).toBeUndefined()
    expect(bundle.client.connectH2('client', 'socket')).toEqual(['client', 'socket'])
    expect(bundle.client.connectH2('again', 'socket')).toEqual(['again', 'socket'])
    expect(h2.h2Loads).toBe(1)
    // Only undici's client is given the stand-in: another importer requires the module itself.
    const itself = bundle.other() as (...args: unknown[]) => unknown
    expect(itself).not.toBe(bundle.client.connectH2)
    expect(itself('other', 'socket')).toEqual(['other', 'socket'])
    expect(h2.h2Loads).toBe(1)
  })
})
