/**
 * A count with its noun, singular for exactly one: `counted(1, 'row')` is '1 row', `counted(0, 'row')` '0 rows'.
 * `plural` is for nouns that do not take an s.
 *
 * @example counted(3, 'more group') // '3 more groups'
 */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`
}
