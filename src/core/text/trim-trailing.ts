/**
 * `text` without any of `characters` at its end, in linear time: `text.replace(/\/+$/, '')` tries the run of
 * slashes from each of its starts, so a long run costs its length squared.
 * @example
 *   trimTrailing('https://pay.example/v1//', '/') // 'https://pay.example/v1'
 *   trimTrailing('qr\\/', '\\/')                  // 'qr'
 */
export function trimTrailing(text: string, characters: string): string {
  let end = text.length
  while (end > 0 && characters.includes(text[end - 1]!)) end--
  return text.slice(0, end)
}
