import {en, type Words} from './en/index.js'

/** What wraps every catalog word in the pseudo-locale: text outside these on a human line was not drawn from the catalog. */
export const PSEUDO_OPEN = '⟦'
export const PSEUDO_CLOSE = '⟧'

/** A word of the catalog, marked and a third longer (Thai and German run longer than English: layouts must stretch). */
export function pseudoWord(text: string): string {
  return `${PSEUDO_OPEN}${text}${'·'.repeat(Math.ceil(text.length / 3))}${PSEUDO_CLOSE}`
}

/** An error's sentence and next step (the `errors` surface): each line marked, as the printer shows them line by line. */
function isSaid(value: unknown): value is {message: string; tryMessage?: string} {
  return typeof value === 'object' && value !== null && typeof (value as {message?: unknown}).message === 'string'
}

const pseudoLines = (text: string) => text.split('\n').map(pseudoWord).join('\n')

function pseudo<T>(value: T): T {
  if (typeof value === 'string') return pseudoWord(value) as T
  if (typeof value === 'function') {
    return ((...args: unknown[]) => {
      const said = (value as (...args: unknown[]) => unknown)(...args)
      if (typeof said === 'string') return pseudoWord(said)
      return isSaid(said) ? {message: pseudoLines(said.message), tryMessage: said.tryMessage && pseudoLines(said.tryMessage)} : said
    }) as T
  }
  if (Array.isArray(value)) return value.map(pseudo) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, pseudo(inner)])) as T
  return value
}

/** The pseudo-locale `qps`: the English catalog, every word marked, made from en/ so it never falls behind. */
export function pseudoWords(): Words {
  return pseudo(en)
}
