import {lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {afterEach, describe, expect, it} from 'vitest'

import {writePrivateFile} from '../../src/core/files/private-file.js'
import {replaceFile} from '../../src/core/files/replace-file.js'
import {sourceFiles} from '../helpers/source-files.js'

let dir: string
afterEach(() => rmSync(dir, {recursive: true, force: true}))

/** A folder with another person's file in it, and a link to that file planted where a guessable temporary name would be. */
function plantedLink(name: string): {path: string; victim: string} {
  dir = mkdtempSync(join(tmpdir(), 'pay-tmp-'))
  const path = join(dir, name)
  const victim = join(dir, 'victim.txt')
  writeFileSync(victim, 'not yours\n')
  symlinkSync(victim, `${path}.${process.pid}.tmp`)
  return {path, victim}
}

describe('files pay replaces are written through a temporary file nobody can plant', () => {
  it.each([
    ['writePrivateFile', (path: string) => writePrivateFile(path, 'new\n')],
    ['replaceFile', (path: string) => replaceFile(path, 'new\n')],
  ])('%s writes its own file and leaves a link planted at the pid-named temporary alone', (_, write) => {
    const {path, victim} = plantedLink('store.json')
    write(path)
    expect(readFileSync(victim, 'utf8')).toBe('not yours\n')
    expect(readFileSync(path, 'utf8')).toBe('new\n')
    expect(lstatSync(path).isSymbolicLink()).toBe(false)
  })

  it('every temporary file of src/ is named by temporaryBeside (or, in src/boot, which imports nothing of pay, as it does)', () => {
    const root = new URL('../..', import.meta.url).pathname
    const naming = sourceFiles(root).filter((file) => /\.tmp[`'"]/.test(readFileSync(join(root, file), 'utf8')))
    expect(naming.sort()).toEqual(['src/boot/update-fetch.ts', 'src/core/files/replace-file.ts'])
    const boot = readFileSync(join(root, 'src/boot/update-fetch.ts'), 'utf8')
    expect(boot).toMatch(/randomBytes\(/)
    expect(boot).toMatch(/flag: 'wx'/)
  })
})
