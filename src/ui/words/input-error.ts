import {InputError, type PayErrorOptions} from '../../core/errors.js'
import {words} from './active.js'
import {en, type Words} from './en/index.js'

/**
 * An InputError said with the catalog: the English message for `--json` and logs (the same in every language),
 * and the same words in the run's language for the error printer.
 * @example inputErrorInWords('UNKNOWN_FLAG', (said) => ({message: said.parse.noFlag('balance', '--x'), tryMessage: said.parse.help('balance')}))
 */
export function inputErrorInWords(
  code: string,
  say: (said: Words) => {message: string; tryMessage?: string},
  facts: Pick<PayErrorOptions, 'details' | 'cause'> = {},
): InputError {
  const english = say(en)
  return new InputError(english.message, {code, tryMessage: english.tryMessage, spoken: say(words()), ...facts})
}
