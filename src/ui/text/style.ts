export interface Style {
  bold(text: string): string
  dim(text: string): string
  red(text: string): string
  green(text: string): string
  yellow(text: string): string
  cyan(text: string): string
  inverse(text: string): string
}

// SGR codes: [on, off]. Written out here because node:util's styleText decides on colour by itself from
// process.stdout, while the choice here belongs to the stream the text is written to.
const CODES: Record<keyof Style, [number, number]> = {
  bold: [1, 22],
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  cyan: [36, 39],
  inverse: [7, 27],
}

/** Text styles that are plain text when colour is off (NO_COLOR, not a TTY). */
export function createStyle(enabled: boolean): Style {
  const paint =
    ([on, off]: [number, number]) =>
    (text: string) =>
      enabled ? `\u001B[${on}m${text}\u001B[${off}m` : text
  return Object.fromEntries(Object.entries(CODES).map(([name, codes]) => [name, paint(codes)])) as unknown as Style
}
