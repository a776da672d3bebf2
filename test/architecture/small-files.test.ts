import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {describe, expect, it} from 'vitest'

// A behaviour cut into files of a few lines each makes a reader open a file for every step of it: what has one
// caller belongs in its caller, and what several share in the file named for what it holds. So few files of src/
// are this short. Every .ts and .tsx file counts, declarations and types-only files too.
const SRC = fileURLToPath(new URL('../../src/', import.meta.url))
const SMALL = 20
const MOST_SMALL_FILES = 40

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

function smallFiles(): string[] {
  return readdirSync(SRC, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => lineCount(readFileSync(join(SRC, file), 'utf8')) <= SMALL)
    .sort()
}

describe('files of src/', () => {
  it(`are seldom ${SMALL} lines or fewer: at most ${MOST_SMALL_FILES}`, () => {
    const small = smallFiles()
    expect(small.length, small.join('\n')).toBeLessThanOrEqual(MOST_SMALL_FILES)
  })
})
