import {styleText} from 'node:util'

type Format = Parameters<typeof styleText>[0]

export interface Style {
  bold(text: string): string
  dim(text: string): string
  red(text: string): string
  green(text: string): string
  yellow(text: string): string
  cyan(text: string): string
  inverse(text: string): string
}

/** Text styles that are plain text when colour is off (NO_COLOR, not a TTY). */
export function createStyle(enabled: boolean): Style {
  const paint = (format: Format) => (text: string) => (enabled ? styleText(format, text) : text)
  return {
    bold: paint('bold'),
    dim: paint('dim'),
    red: paint('red'),
    green: paint('green'),
    yellow: paint('yellow'),
    cyan: paint('cyan'),
    inverse: paint('inverse'),
  }
}
