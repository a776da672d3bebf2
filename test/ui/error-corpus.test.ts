import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import type {ErrorFacts} from '../../src/core/error-facts.js'
import {PayError} from '../../src/core/errors.js'

/**
 * The English of errors as `--json` and the files pay writes have said them: facts recorded from a run of the whole
 * suite, up to four of each code, with the message and next step they were said with then. An error's English comes
 * from the catalog alone (src/ui/words/en/), so an edit there that changes a recorded sentence fails here: update
 * the corpus in the same change, on purpose.
 */
const CORPUS: Array<{facts: ErrorFacts; message: string; tryMessage?: string}> = JSON.parse(
  readFileSync(new URL('../fixtures/error-corpus.json', import.meta.url), 'utf8'),
)

describe('the English of every recorded error', () => {
  it('holds a sentence of every code', () => {
    expect(new Set(CORPUS.map(({facts}) => facts.code)).size).toBeGreaterThanOrEqual(116)
  })

  it.each(CORPUS.map((entry, index) => [`${index} ${entry.facts.code}`, entry] as const))('%s', (_, entry) => {
    const error = new PayError(entry.facts, 1)
    expect({message: error.message, tryMessage: error.tryMessage}).toEqual({message: entry.message, tryMessage: entry.tryMessage})
  })
})
