import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import type {ErrorFacts} from '../../src/core/error-facts.js'
import {PayError} from '../../src/core/errors.js'
import {errors} from '../../src/ui/words/en/errors.js'
import type {ErrorCode} from '../../src/ui/words/error-words.js'

/**
 * The English of errors as `--json` and the files pay writes have said them: facts recorded from runs of the tests
 * (written as the throwing code passes them for the few codes no test reaches), up to four of each code, with the
 * message and next step they were said with then. An error's English comes from the catalog alone
 * (src/ui/words/en/), so an edit there that changes a recorded sentence fails here: update the corpus in the same
 * change, on purpose. Every code has its entries, so a code added to the catalog is recorded here with it.
 */
const CORPUS: Array<{facts: ErrorFacts; message: string; tryMessage?: string}> = JSON.parse(
  readFileSync(new URL('../fixtures/error-corpus.json', import.meta.url), 'utf8'),
)

/** The codes of errors that have no sentence of their own in the catalog: said by joining the sentences of theirs. */
const SAID_BY_JOINING: Record<Exclude<ErrorFacts['code'], ErrorCode>, true> = {problems: true}

describe('the English of every recorded error', () => {
  it('holds every code pay has, and none it no longer has', () => {
    const codes = new Set<string>([...Object.keys(errors), ...Object.keys(SAID_BY_JOINING)])
    const recorded = new Set<string>(CORPUS.map(({facts}) => facts.code))
    expect({
      unrecorded: [...codes].filter((code) => !recorded.has(code)),
      gone: [...recorded].filter((code) => !codes.has(code)),
    }).toEqual({unrecorded: [], gone: []})
  })

  it.each(CORPUS.map((entry, index) => [`${index} ${entry.facts.code}`, entry] as const))('%s', (_, entry) => {
    const error = new PayError(entry.facts, 1)
    expect({message: error.message, tryMessage: error.tryMessage}).toEqual({message: entry.message, tryMessage: entry.tryMessage})
  })
})
