import {readFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'

import {type Command, Config} from '@oclif/core'
import {afterEach, beforeAll, describe, expect, it} from 'vitest'

import PayHelp from '../../src/cli/help.js'
import {displayWidth} from '../../src/core/text/display-width.js'
import {speak} from '../../src/ui/words/active.js'
import {th} from '../../src/ui/words/th/index.js'
import {runCli} from '../helpers/cli.js'
import {manifestFlags} from '../helpers/manifest-flags.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {description: string}
const THAI = /[\u0E00-\u0E7F]/
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
// Thai lines break between words, where no space was.
const unspaced = (text: string) => text.replace(/\s+/g, '')

let config: Config
beforeAll(async () => {
  config = await Config.load(ROOT)
})
afterEach(() => speak('en', {}))

function help(): PayHelp {
  return new PayHelp(config, {maxWidth: 80, stripAnsi: true})
}

/** A command as oclif loads it, by id; oclif's help rewrites the id it is given, so each call gets a copy. */
function command(id: string): Command.Loadable {
  return {...config.findCommand(id)!}
}

describe('help', () => {
  it('in English shows every command its own summary, description, flags and arguments, as written', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../oclif.manifest.json', import.meta.url), 'utf8')) as {
      commands: Record<string, Command.Cached>
    }
    for (const [id, cached] of Object.entries(manifest.commands)) {
      const shown = oneLine(help().formatCommand(command(id)))
      expect(shown, id).not.toMatch(THAI)
      // The summary heads the description section; without a description it is shown above, by showCommandHelp.
      const texts = [
        ...(cached.description ? [cached.summary, cached.description] : []),
        ...Object.values(cached.flags).map((flag) => !flag.hidden && flag.description),
      ]
      for (const text of [...texts, ...Object.values(cached.args).map((arg) => arg.description)]) {
        // oclif's own commands (help, autocomplete) write the bin's name as a template.
        if (text) expect(shown, id).toContain(oneLine(text.replaceAll('<%= config.bin %>', 'pay')))
      }
    }
    expect(help().formatRoot().startsWith(pkg.description)).toBe(true)
  })

  it('in Thai says the root description and every command in Thai, wrapped to 80 columns by display width', async () => {
    await speak('th', {})
    const root = help().formatRoot()
    expect(unspaced(root)).toContain(unspaced(th.help.root.description))
    for (const id of Object.keys(th.help.commands)) {
      const shown = help().formatCommand(command(id))
      // As in English: the usage lines (oclif measures them before it puts the command id in) and the examples are
      // oclif's, and its layout of long flag descriptions under their flag wraps them 2 columns wider than it indents.
      const wrapped = shown
        .slice(shown.indexOf('\n\n'))
        .split(`\n${th.help.headings.EXAMPLES}\n`)[0]!
        .split('\n')
        .filter((line) => !line.startsWith('      '))
      const widest = wrapped.reduce((wide, line) => (displayWidth(line) > displayWidth(wide) ? line : wide), '')
      expect(displayWidth(widest), `${id}: ${widest}`).toBeLessThanOrEqual(80)
    }
  })

  it("in Thai says oclif's note of every flag's options, in Thai", async () => {
    await speak('th', {})
    const flags = manifestFlags((flag) => flag.type === 'option' && flag.options !== undefined)
    expect(flags.length).toBeGreaterThan(0)
    for (const {command: id, flag} of flags) {
      // A long list is wrapped inside its words.
      const shown = unspaced(help().formatCommand(command(id)))
      expect(shown, `${id} --${flag.name}`).toContain(unspaced(`<${th.help.flagNotes.options}: ${flag.options!.join('|')}>`))
      expect(shown, id).not.toContain('<options:')
    }
  })

  it('pay deposit create --help in Thai: Thai flag descriptions beside the flag names as typed, in one column', async () => {
    const {stdout, code} = await runCli(['deposit', 'create', '--help'], {env: {LANG: 'th_TH.UTF-8'}})
    expect(code).toBe(0)
    const said = th.help.commands['deposit:create']
    expect(stdout.split('\n')[0]).toBe(said.summary)
    const flags = stdout.slice(stdout.indexOf('\nแฟล็ก\n'), stdout.indexOf('\nแฟล็กที่ใช้ได้ทุกคำสั่ง\n'))
    for (const [name, description] of Object.entries(said.flags)) {
      expect(flags).toMatch(new RegExp(`^  --${name}[= ]`, 'm'))
      expect(unspaced(flags)).toContain(unspaced(description))
    }
    expect(flags).toContain('(จำเป็น) ยอดเงินที่เรียกเก็บ')
    expect(flags).toContain('[ค่าเริ่มต้น: promptpay]')
    expect(flags).toContain('<ตัวเลือก: promptpay|bank>')
    // Each description, and each of its continuation lines, starts at the same terminal column.
    const starts = flags
      .split('\n')
      .filter((line) => line.startsWith('  '))
      .map((line) => displayWidth(line.match(/^( {2}--\S+\s+| +)/)![0]))
    expect(new Set(starts), flags).toEqual(new Set([displayWidth('  --idempotency-key=<value>  ')]))
    expect(stdout).toContain(`แฟล็กที่ใช้ได้ทุกคำสั่ง\n  --json             ${th.help.flags.json}`)
    expect(stdout).toContain('คำอธิบาย\n')
    expect(stdout).toContain('  $ pay deposit create --amount 100.00\n')
  })
})
