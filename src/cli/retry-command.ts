import {shellWord} from '../core/text/shell-word.js'

/**
 * The command line that sends a money request again with its Idempotency-Key: the command as it was typed,
 * with the same arguments and flags, any `--idempotency-key` it had replaced by `key`, each word quoted for a
 * POSIX shell.
 * @example retryCommand('pay', 'withdrawal:create', ['--amount', '5', '--idempotency-key=old'], 'k-1') // 'pay withdrawal create --amount 5 --idempotency-key k-1'
 */
export function retryCommand(bin: string, id: string, argv: string[], key: string): string {
  const kept = argv.filter((token, index) => token !== '--idempotency-key' && argv[index - 1] !== '--idempotency-key')
  const words = [bin, ...id.split(':'), ...kept.filter((token) => !token.startsWith('--idempotency-key=')), '--idempotency-key', key]
  return words.map(shellWord).join(' ')
}
