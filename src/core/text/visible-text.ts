/**
 * Text someone else wrote (a flag's value, a file name, a webhook body, a request line), made safe to show a
 * person: control and format characters (ESC or C1 that would repaint the terminal, BEL, a bidi override, a
 * line break that forges a line) become `\u{…}` escapes, so what is shown is what was given. Not a terminal
 * concern alone: errors built in core and services carry it into every output.
 * @example terminalSafe('a\u001b[2Jb') // 'a\\u{1b}[2Jb'
 */
export function terminalSafe(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (character) => `\\u{${character.codePointAt(0)!.toString(16)}}`)
}

/**
 * Human text with every interpolated value shown through {@link terminalSafe}: the one way a value from outside
 * gets into a message. The template's own text (its line breaks included) is kept.
 * @example say`No profile named "${'a\nb'}".` // 'No profile named "a\\u{a}b".'
 */
export function say(template: TemplateStringsArray, ...values: unknown[]): string {
  return template.reduce((text, part, index) => text + terminalSafe(String(values[index - 1])) + part)
}

/**
 * Escapes every control of a text put together elsewhere but its line breaks and tabs: the last line of
 * defence of the printers, for messages whose values were not interpolated with {@link say}.
 */
export function terminalSafeLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.split('\t').map(terminalSafe).join('\t'))
    .join('\n')
}
