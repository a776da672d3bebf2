import {createPrompt, isDownKey, isEnterKey, isUpKey, makeTheme, useKeypress, usePrefix, useState} from '@inquirer/core'

export interface PickerChoice<V> {
  value: V
  /** The line shown in the list, and after the pick on the confirmed line. */
  label: string
}

export interface ListPickerConfig<V> {
  message: string
  /** The choices for the text typed so far, filtered at once: never a list left over from earlier text. */
  filter: (text: string) => Array<PickerChoice<V>>
  /** A choice named in full (a code, a whole name), which wins over the highlighted one. */
  exact?: (text: string) => PickerChoice<V> | undefined
  /** Shown when nothing matches the text. */
  noMatch: (text: string) => string
  /** The keys, under the list. */
  help: string
  pageSize?: number
}

/**
 * What Enter picks: the choice named in full by the text, else the highlighted one among the choices for that
 * same text, else nothing (the prompt stays and says so). Pure, so that every way the keys can arrive meets the
 * same rule.
 */
export function pickOnEnter<V>(
  config: Pick<ListPickerConfig<V>, 'filter' | 'exact'>,
  text: string,
  active: number,
): PickerChoice<V> | undefined {
  const named = config.exact?.(text)
  if (named) return named
  const choices = config.filter(text)
  return choices[Math.min(Math.max(active, 0), choices.length - 1)]
}

/**
 * A list picked from by typing, like @inquirer/search, but whose list is computed synchronously from the text:
 * when the text and Enter arrive in one write (a paste, a slow SSH link), Enter meets the list for that text,
 * and the confirmed line is drawn from the very choice returned.
 */
export const listPicker = createPrompt(<V>(config: ListPickerConfig<V>, done: (value: V) => void) => {
  const theme = makeTheme({})
  const [text, setText] = useState('')
  const [active, setActive] = useState(0)
  const [picked, setPicked] = useState<PickerChoice<V> | undefined>(undefined)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const prefix = usePrefix({status: picked ? 'done' : 'idle', theme})
  const choices = config.filter(text)

  useKeypress((key, rl) => {
    if (picked) return
    if (isEnterKey(key)) {
      const choice = pickOnEnter(config, text, active)
      if (!choice) {
        rl.write(text)
        setProblem(config.noMatch(text))
        return
      }
      setPicked(choice)
      done(choice.value)
    } else if (isUpKey(key) || isDownKey(key)) {
      rl.clearLine(0)
      rl.write(text)
      if (choices.length > 0) setActive((active + (isUpKey(key) ? choices.length - 1 : 1)) % choices.length)
    } else if (rl.line !== text) {
      setText(rl.line)
      setActive(0)
      setProblem(undefined)
    }
  })

  const message = theme.style.message(config.message, picked ? 'done' : 'idle')
  if (picked) return `${prefix} ${message} ${theme.style.answer(picked.label)}`
  const pageSize = config.pageSize ?? 7
  const start = Math.min(Math.max(0, active - Math.floor(pageSize / 2)), Math.max(0, choices.length - pageSize))
  const lines = choices
    .slice(start, start + pageSize)
    .map((choice, index) => (start + index === active ? theme.style.highlight(`❯ ${choice.label}`) : `  ${choice.label}`))
  const below = problem ?? (choices.length === 0 ? config.noMatch(text) : theme.style.help(config.help))
  return [`${prefix} ${message} ${text}`, [...lines, below].join('\n')]
})
