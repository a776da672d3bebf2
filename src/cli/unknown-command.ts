import {say} from '../core/text/visible-text.js'

/**
 * What pay says about a command it does not have: the words as typed (escaped: they may hold anything), the
 * nearest command when there is one, and where the list is.
 * @example unknownCommandText('pay', 'balnce', 'balance') // 'Error: `pay balnce` is not a command. Did you mean `pay balance`?\n  → Run `pay help` …'
 */
export function unknownCommandText(bin: string, id: string, suggestion: string | undefined): string {
  const spaced = (commandId: string) => commandId.replaceAll(':', ' ')
  const didYouMean = suggestion ? ` Did you mean \`${bin} ${spaced(suggestion)}\`?` : ''
  return `${say`Error: \`${bin} ${spaced(id)}\` is not a command.`}${didYouMean}\n  → Run \`${bin} help\` for the list of commands.\n`
}
