import {readFileSync} from 'node:fs'

import {describe, expect, it} from 'vitest'

import type {Words} from '../../src/ui/words/en/index.js'
import {th} from '../../src/ui/words/th/index.js'

interface ManifestCommand {
  id: string
  hidden?: boolean
  summary?: string
  description?: string
  flags: Record<string, {hidden?: boolean; summary?: string; description?: string}>
  args: Record<string, {hidden?: boolean; description?: string}>
}

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
const pkg = read('../../package.json') as {oclif: {plugins?: string[]}}

/** Every command `pay help` can show: pay's manifest and those of the plugins package.json names, hidden ones left out. */
const COMMANDS: ManifestCommand[] = [
  read('../../oclif.manifest.json'),
  ...(pkg.oclif.plugins ?? []).map((plugin) => read(`../../node_modules/${plugin}/oclif.manifest.json`)),
].flatMap((manifest: {commands: Record<string, ManifestCommand>}) => Object.values(manifest.commands).filter((command) => !command.hidden))

// Widened to the catalog's type: looked up by the manifest's ids and names.
const {commands, flags: sharedFlags}: Words['help'] = th.help

const visible = <T extends {hidden?: boolean}>(entries: Record<string, T>) => Object.entries(entries).filter(([, entry]) => !entry.hidden)

describe('help in Thai', () => {
  it('has the words of every command: its summary, and its description when it has one beyond the summary', () => {
    expect(Object.keys(commands).sort()).toEqual(COMMANDS.map((command) => command.id).sort())
    for (const command of COMMANDS) {
      const said = commands[command.id]!
      expect(said.summary, command.id).toBeTruthy()
      expect(Boolean(said.description), `${command.id}: a description in Thai exactly when it has one besides its summary`).toBe(
        Boolean(command.summary && command.description),
      )
    }
  })

  it('has the words of every argument, and of no argument the command does not have', () => {
    for (const command of COMMANDS) {
      const said = commands[command.id]!
      const args = visible(command.args).filter(([, arg]) => arg.description)
      expect(Object.keys(said.args ?? {}).sort(), command.id).toEqual(args.map(([name]) => name).sort())
    }
  })

  it('has the words of every flag: its own, or the shared words of a flag of that name with the same English', () => {
    const sharedEnglish = new Map<string, Set<string>>()
    for (const command of COMMANDS) {
      const said = commands[command.id]!
      const flags = visible(command.flags)
      expect(
        Object.keys(said.flags ?? {}).filter((name) => !flags.some(([flag]) => flag === name)),
        `${command.id}: flags it no longer has`,
      ).toEqual([])
      for (const [name, flag] of flags) {
        expect(flag.summary, `${command.id} --${name}: a flag summary has no place in the catalog yet`).toBeUndefined()
        if (said.flags?.[name]) continue
        expect(sharedFlags[name], `${command.id} --${name} has no Thai`).toBeTruthy()
        sharedEnglish.set(name, (sharedEnglish.get(name) ?? new Set()).add(flag.description ?? ''))
      }
    }
    for (const [name, english] of sharedEnglish) {
      expect([...english], `--${name} says different things in English: give the odd one its own Thai words`).toHaveLength(1)
    }
    expect(Object.keys(sharedFlags).sort(), 'shared flag words no command uses').toEqual([...sharedEnglish.keys()].sort())
  })
})
