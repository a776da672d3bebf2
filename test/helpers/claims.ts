import {readFileSync} from 'node:fs'
import {stripVTControlCharacters} from 'node:util'

import {terminalSafe} from '../../src/core/text/visible-text.js'
import type {Words} from '../../src/ui/words/en/index.js'
import type {CliResult} from './cli.js'

interface ManifestFlag {
  type: 'boolean' | 'option'
  char?: string
  allowNo?: boolean
  required?: boolean
  aliases?: string[]
}
interface ManifestCommand {
  args: Record<string, {required?: boolean}>
  flags: Record<string, ManifestFlag>
  strict?: boolean
}

type Manifest = {commands: Record<string, ManifestCommand>}
/** pay's commands, oclif's `help` and `autocomplete` among them (`help` takes any command's words). */
const MANIFEST = JSON.parse(readFileSync(new URL('../../oclif.manifest.json', import.meta.url), 'utf8')) as Manifest
const TOPICS = new Set(
  Object.keys(MANIFEST.commands).flatMap((id) =>
    id
      .split(':')
      .slice(0, -1)
      .map((_, end, words) => words.slice(0, end + 1).join(':')),
  ),
)

/** The mark of a failed verdict: a run that prints it must not exit 0 (docs/cli-decisions.md, "Words are claims"). */
export const FAILED_VERDICT = '✗'

/** The most `pay test top-up` accepts in one call (the service's limit, the sandbox's AMOUNT_TOO_LARGE). */
const TOP_UP_MAX_SATANG = 1_000_000_00

/**
 * The claims a run's human output makes, checked against its exit code and the commands it knows: a ✗
 * verdict needs a non-zero exit, and every `pay …` command it prints for a person to run must be one that
 * would be accepted. Called for every run, in-process and as a process, next to the JSON contract.
 */
export function expectHonestClaims(args: string[], result: CliResult): void {
  if (asksForHelp(args) || result.code === -1) return
  // The pseudo-locale's marks (test/cli/language.test.ts) around a command are not part of it.
  const text = stripVTControlCharacters(args.includes('--json') ? result.stderr : `${result.stdout}\n${result.stderr}`).replace(
    /·*⟧|⟦/g,
    '',
  )
  const problems = claimProblems(text, result.code, ['pay', ...args])
  if (problems.length > 0)
    throw new Error(
      `pay ${args.join(' ')} (exit ${result.code}) printed claims that do not hold:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n${text.slice(0, 1500)}`,
    )
}

/** Help (`--help`, `pay help …`) shows usage lines and examples with placeholders, not commands to paste as they are. */
function asksForHelp(args: string[]): boolean {
  return args.includes('--help') || args[0] === 'help'
}

/**
 * What is wrong with the claims of `text` printed by a run that exited `code`; empty when they hold. The
 * command line the run was given (`typed`), or its start, echoed back ("`pay balnce` is not a command"), as
 * typed or escaped, is no hint.
 */
export function claimProblems(text: string, code: number, typed: string[] = []): string[] {
  const problems: string[] = []
  if (code === 0 && text.includes(FAILED_VERDICT))
    problems.push(
      `a ${FAILED_VERDICT} verdict with exit 0: ${text
        .split('\n')
        .find((line) => line.includes(FAILED_VERDICT))
        ?.trim()}`,
    )
  for (const printed of printedCommands(text)) {
    if (echoes(printed, typed)) continue
    problems.push(...commandProblems(printed).map((problem) => `\`${printed}\`: ${problem}`))
  }
  return problems
}

/** Whether a printed command is the start of the command line typed (`pay balnce` of `pay balnce --json`), as typed or escaped. */
function echoes(printed: string, typed: string[]): boolean {
  const words = shellWords(printed)
  if (words !== undefined && words.length > 1 && words.every((word, index) => word === typed[index])) return true
  return `${typed.map(terminalSafe).join(' ')} `.startsWith(`${printed} `)
}

/**
 * The `pay …` commands in a text: each one in backticks, and each one that runs to the end of its line or
 * sentence elsewhere ("See it with: pay balance"). Prose that only uses the word ("pay exactly this") is not
 * a command: its next word names none.
 */
export function printedCommands(text: string): string[] {
  const found: string[] = []
  for (const line of text.split('\n')) {
    for (const match of line.matchAll(/`(pay [^`]*)`/g)) found.push(match[1]!)
    const outsideQuotes = line.replaceAll(/`[^`]*`/g, ' ')
    for (const match of outsideQuotes.matchAll(/(?:^|[\s(:→])(pay (?:[a-z][\w-]*)(?:[^;()]*))/g)) {
      const words = match[1]!.split(' ')
      if (!commandIdOf(words.slice(1)) && !TOPICS.has(words[1]!)) continue
      found.push(match[1]!.split(/[.,:]\s/)[0]!.replace(/[.,:]?\s*$/, ''))
    }
  }
  return found
}

function commandIdOf(words: string[]): {id: string; rest: string[]} | undefined {
  for (let count = Math.min(words.length, 3); count > 0; count--) {
    const id = words.slice(0, count).join(':')
    if (MANIFEST.commands[id]) return {id, rest: words.slice(count)}
  }
  return undefined
}

/**
 * Why a shell would not run the command line as shown, or the parser of `pay` would refuse it, or run it with an
 * amount the service refuses.
 */
export function commandProblems(line: string): string[] {
  const parsed = parseShellLine(line)
  if ('problem' in parsed) return [parsed.problem]
  const {words} = parsed
  const command = commandIdOf(words.slice(1))
  if (!command) {
    // `pay sandbox …`: a family of commands, named as such.
    return TOPICS.has(words[1]!) && words[2] === '…' && words.length === 3 ? [] : ['names no command']
  }
  // A bare command id names the command ("`pay test top-up` works in test mode only"); given any argument or
  // flag, it is a command line to run, and must be whole.
  if (command.rest.length === 0) return []
  const {flags, args, strict} = MANIFEST.commands[command.id]!
  const problems: string[] = []
  const positional: string[] = []
  const given = new Set<string>()
  const rest = [...command.rest]
  while (rest.length > 0) {
    const word = rest.shift()!
    if (!word.startsWith('-') || word === '-') {
      positional.push(word)
      continue
    }
    const [spelled, inlineValue] = word.split(/=(.*)/s, 2) as [string, string | undefined]
    const name = flagName(flags, spelled)
    if (!name) {
      problems.push(`${command.id.replaceAll(':', ' ')} has no flag ${spelled}`)
      continue
    }
    given.add(name)
    if (flags[name]!.type === 'option' && inlineValue === undefined && rest.shift() === undefined) problems.push(`${spelled} needs a value`)
  }
  const argNames = Object.keys(args)
  const required = argNames.filter((name) => args[name]!.required)
  if (positional.length < required.length) problems.push(`missing ${required.slice(positional.length).join(', ')}`)
  if (strict !== false && positional.length > argNames.length) problems.push(`unexpected ${positional.slice(argNames.length).join(' ')}`)
  for (const [name, flag] of Object.entries(flags)) if (flag.required && !given.has(name)) problems.push(`missing --${name}`)
  if (command.id === 'test:top-up' && positional[0] && satangOf(positional[0]) > TOP_UP_MAX_SATANG)
    problems.push(`${positional[0]} is over the 1,000,000.00 a top-up accepts`)
  return problems
}

function flagName(flags: Record<string, ManifestFlag>, spelled: string): string | undefined {
  if (/^-[^-]$/.test(spelled)) return Object.keys(flags).find((name) => flags[name]!.char === spelled[1])
  const long = spelled.slice(2)
  if (flags[long]) return long
  const aliased = Object.keys(flags).find((name) => flags[name]!.aliases?.includes(long))
  if (aliased) return aliased
  const negated = long.startsWith('no-') ? long.slice(3) : undefined
  return negated && flags[negated]?.allowNo ? negated : undefined
}

/** Whole satang of a money word (`5,000.00`), or 0 when it is a placeholder. */
function satangOf(word: string): number {
  const match = /^(\d[\d,]*)(?:\.(\d{1,2}))?$/.exec(word)
  return match ? Number(match[1]!.replaceAll(',', '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : 0
}

/** A command line split as a POSIX shell would (quotes and backslashes); undefined when it is not one pasteable command. */
export function shellWords(line: string): string[] | undefined {
  const parsed = parseShellLine(line)
  return 'words' in parsed ? parsed.words : undefined
}

/** What a shell does with these characters outside quotes: run, redirect, expand, glob or cut the command. */
const UNQUOTED_SPECIAL = /[|&;<>()$`*?[\]{}!]/
/** And at the start of a word: a comment, the home directory. */
const WORD_START_SPECIAL = /[#~]/
/** And inside double quotes: expand. */
const DOUBLE_QUOTED_SPECIAL = /[$`!]/

/**
 * A printed command line read as a POSIX shell (and an interactive bash) would read it: its words, or why
 * pasting it would not run the one command with the words it shows (a quote left open, an unquoted character
 * the shell acts on).
 */
export function parseShellLine(line: string): {words: string[]} | {problem: string} {
  const words: string[] = []
  let word: string | undefined
  let quote: '"' | "'" | undefined
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!
    if (quote === "'") {
      if (char === "'") quote = undefined
      else word += char
    } else if (quote === '"') {
      if (char === '"') quote = undefined
      else if (char === '\\' && '"\\$`'.includes(line[index + 1] ?? '')) word += line[++index]
      else if (DOUBLE_QUOTED_SPECIAL.test(char))
        return {problem: `the shell expands its ${char} inside double quotes: quote it with shellWord`}
      else word += char
    } else if (char === "'" || char === '"') {
      quote = char
      word ??= ''
    } else if (char === '\\') {
      word = (word ?? '') + (line[++index] ?? '')
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word)
      word = undefined
    } else if (UNQUOTED_SPECIAL.test(char) || (word === undefined && WORD_START_SPECIAL.test(char))) {
      return {problem: `its ${char} is not quoted, and the shell acts on it: quote the value with shellWord`}
    } else {
      word = (word ?? '') + char
    }
  }
  if (quote) return {problem: 'its quotes are not closed'}
  if (word !== undefined) words.push(word)
  return {words}
}

/**
 * The verbs that say money reached someone, by language, beside the catalog's own labels for it
 * ({@link arrivalClaims}). A sentence that words a success with a verb not here fails the guard's check that
 * a SUCCESS payout or a CREDITED deposit is said to have arrived, until the verb is added.
 */
const ARRIVAL_VERBS: Record<'en' | 'th', string[]> = {
  en: ['paid', 'received', 'credited', 'arrived', 'added to the balance'],
  th: ['จ่าย', 'ได้รับ', 'เข้ายอดคงเหลือ', 'ถึงปลายทาง'],
}
/** What denies the claim that follows it: "not paid yet", "nothing was paid", "ยังไม่ได้จ่าย", "ไม่มีการจ่ายเงิน". */
const DENIED: Record<'en' | 'th', RegExp> = {
  en: /\b(?:not|nothing was|never|no)\s+(?:yet\s+|been\s+)?$/i,
  th: /ไม่(?:ได้|มีการ)?\s*$/,
}

/**
 * The claims of money arriving that `text` makes, in the language of `said`: the catalog's labels for it
 * (the net payout, what the destination received, what a deposit received and credited) and the verbs of
 * {@link ARRIVAL_VERBS}, each unless it is denied. Only a SUCCESS withdrawal or a CREDITED deposit may make them.
 */
export function arrivalClaims(text: string, said: Words, language: 'en' | 'th'): string[] {
  const labels = [said.withdrawal.labels.netPayout, said.withdrawal.received, said.deposit.labels.received, said.deposit.labels.credited]
  const claims: string[] = []
  for (const word of new Set([...labels, ...ARRIVAL_VERBS[language]])) {
    const escaped = word.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const pattern = language === 'en' ? new RegExp(`\\b${escaped}\\b`, 'gi') : new RegExp(escaped, 'g')
    for (const match of text.matchAll(pattern)) {
      if (DENIED[language].test(text.slice(0, match.index))) continue
      const around = text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40).replaceAll(/\s+/g, ' ')
      claims.push(`"${match[0]}" in: …${around}…`)
    }
  }
  return claims
}
