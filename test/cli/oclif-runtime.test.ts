import {execFileSync} from 'node:child_process'
import {existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterEach, beforeEach, describe, expect, it} from 'vitest'

// The built loader, run in a process of its own each time: within one process V8 keeps what it compiled and
// would not need the cache file at all.
const LOADER = new URL('../../dist/cli/oclif-runtime.js', import.meta.url).href

// A stand-in for dist/bundle/oclif-runtime.cjs: CommonJS that requires a built-in and imports through the
// function the loader passes in, as the bundled oclif does when it loads a command.
const runtimeSource = (word: string) => `module.exports = {
  execute: async () => {
    const {sep} = await __payImport('node:path')
    return '${word}' + sep + typeof require('node:os').homedir
  },
}
`

let dir: string
let file: string
let cacheDir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pay-runtime-'))
  file = join(dir, 'runtime.cjs')
  cacheDir = join(dir, 'cache')
  writeFileSync(file, runtimeSource('first'))
})
afterEach(() => rmSync(dir, {recursive: true, force: true}))

/** Loads the runtime in a new process, runs it, saves the cache; what it ran and whether V8 took the cache. */
function loadInProcess(): {usedCodeCache: boolean; result: string; sameAsRequired: boolean} {
  const script = `
    import {createRequire} from 'node:module'
    import {loadOclifRuntime} from ${JSON.stringify(LOADER)}
    const runtime = loadOclifRuntime(${JSON.stringify(file)}, ${JSON.stringify(cacheDir)})
    const result = await runtime.execute()
    runtime.saveCodeCache()
    const sameAsRequired = createRequire(${JSON.stringify(file)})(${JSON.stringify(file)}).execute === runtime.execute
    console.log(JSON.stringify({usedCodeCache: runtime.usedCodeCache, result, sameAsRequired}))`
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], {encoding: 'utf8'}))
}

const caches = () => (existsSync(cacheDir) ? readdirSync(cacheDir).filter((name) => name.endsWith('.code-cache')) : [])

describe('loadOclifRuntime', () => {
  it('compiles without a cache the first time, writes one, and runs from it the next time', () => {
    expect(loadInProcess()).toEqual({usedCodeCache: false, result: 'first/function', sameAsRequired: true})
    expect(caches()).toHaveLength(1)
    expect(loadInProcess()).toEqual({usedCodeCache: true, result: 'first/function', sameAsRequired: true})
  })

  it('never runs the cache of an earlier build, even one of the same length', () => {
    loadInProcess()
    const before = statSync(file).mtime
    writeFileSync(file, runtimeSource('other')) // as many characters as 'first'
    utimesSync(file, before, new Date(before.getTime() + 1000))
    expect(loadInProcess()).toMatchObject({usedCodeCache: false, result: 'other/function'})
    expect(loadInProcess()).toMatchObject({usedCodeCache: true, result: 'other/function'})
  })

  it('compiles afresh over a damaged cache, and replaces it', () => {
    loadInProcess()
    writeFileSync(join(cacheDir, caches()[0]!), 'not bytecode')
    expect(loadInProcess()).toMatchObject({usedCodeCache: false, result: 'first/function'})
    expect(loadInProcess()).toMatchObject({usedCodeCache: true, result: 'first/function'})
    expect(caches()).toHaveLength(1)
  })

  it('runs without a cache it cannot write, and leaves no partial file behind', () => {
    // A file where the cache dir would go: nothing can be written under it, as with a read-only cache dir.
    writeFileSync(cacheDir, 'not a directory')
    expect(loadInProcess()).toMatchObject({usedCodeCache: false, result: 'first/function'})
    expect(loadInProcess()).toMatchObject({usedCodeCache: false, result: 'first/function'})
    expect(readdirSync(dir).sort()).toEqual(['cache', 'runtime.cjs'])
  })

  it('writes nothing beside the runtime: the cache goes to the cache dir', () => {
    loadInProcess()
    expect(readdirSync(dir).sort()).toEqual(['cache', 'runtime.cjs'])
    expect(caches()).toHaveLength(1)
  })
})
