import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')

/** The glossary's "Words not used" table: each banned word with the phrases it may still appear in. */
function bannedWords(): Array<{word: string; allowedIn: string[]}> {
  const glossary = readFileSync(join(ROOT, 'docs', 'thai-glossary.md'), 'utf8')
  const section = glossary.split('## Words not used')[1]
  if (section === undefined) throw new Error('docs/thai-glossary.md has no "Words not used" section')
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| not |'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, word, , allowed]) => ({word: word!, allowedIn: allowed ? allowed.split(',').map((phrase) => phrase.trim()) : []}))
}

function thaiCatalog(): Array<{path: string; text: string}> {
  const dir = join(ROOT, 'src', 'ui', 'words', 'th')
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((path) => path.endsWith('.ts'))
    .map((path) => ({path, text: readFileSync(join(dir, path), 'utf8')}))
}

describe('the Thai catalog uses one word per idea', () => {
  const banned = bannedWords()

  it('reads the glossary table', () => {
    expect(banned.map((entry) => entry.word)).toContain('ผู้จ่าย')
  })

  it.each(banned)('never says $word', ({word, allowedIn}) => {
    const found = thaiCatalog()
      .filter(({text}) => allowedIn.reduce((rest, phrase) => rest.replaceAll(phrase, ''), text).includes(word))
      .map(({path}) => path)
    expect(found, `${word} in src/ui/words/th/: use the glossary's word instead`).toEqual([])
  })
})
