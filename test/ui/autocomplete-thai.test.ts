import {afterEach, describe, expect, it} from 'vitest'
import {displayWidth} from '../../src/core/text/display-width.js'
import {type AutocompleteSetUp, autocompleteInstructions} from '../../src/ui/text/autocomplete.js'
import {createStyle} from '../../src/ui/text/style.js'
import {speak, words} from '../../src/ui/words/active.js'

const plain = createStyle(false)

const setUp = (shell: string): AutocompleteSetUp => ({
  bin: 'pay',
  shell,
  scriptCommand: `pay autocomplete script ${shell}`,
  setupVariable: `PAY_AC_${shell.toUpperCase()}_SETUP_PATH`,
})

/** The lines to copy into a shell, which stay whole at any width. */
const COMMAND = /^ *(printf|New-Item|Add-Content|Set-PSReadlineKeyHandler) /

describe('pay autocomplete at a terminal', () => {
  afterEach(() => speak('en', {}))

  it.each(['th', 'en'] as const)('%s: wraps its sentences to 80 columns between words, each row under its indent', async (language) => {
    await speak(language, {})
    for (const shell of ['bash', 'zsh', 'powershell']) {
      const lines = autocompleteInstructions(setUp(shell), plain, 80).split('\n')
      for (const line of lines.filter((row) => !COMMAND.test(row))) expect(displayWidth(line), line).toBeLessThanOrEqual(80)
      // No row ends inside a word the line breaker cuts (เท|อร์|มิ|นัล, ตัว|อักษร).
      const unwrapped = autocompleteInstructions(setUp(shell), plain)
      for (const word of words().help.unbroken) expect(lines.join('\n').split(word).length, word).toBe(unwrapped.split(word).length)
      // The one the bash instructions met at 80 columns: พิมพ์ตัว|อักษร.
      if (language === 'th') expect(lines.join('\n')).toContain('ตัวอักษร')
      // A sentence's next rows start where its first row's text does: two spaces, or under the step's number.
      const said = words().autocomplete
      const everyTime = lines.findIndex((line) => line.startsWith(`  ${said.everyTime('<TAB>').slice(0, 8)}`))
      expect(lines[everyTime + 1], shell).toMatch(/^ {2}\S/)
    }
  })

  it('leaves each sentence on one line without a terminal, as oclif does', async () => {
    await speak('th', {})
    const text = autocompleteInstructions(setUp('bash'), plain)
    expect(text).toContain(`\n  ${words().autocomplete.everyTime('<TAB><TAB>')}\n`)
    expect(text).toContain(`\n  ${words().autocomplete.addsVariable.bash('PAY_AC_BASH_SETUP_PATH')}\n`)
  })
})
