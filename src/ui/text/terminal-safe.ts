/**
 * Text someone else wrote (a webhook body, a request line), made safe to print: control and format characters
 * (ESC or C1 that would repaint the terminal, a bidi override, a line break that forges a line) become
 * `\u{…}` escapes, so what is shown is what was received.
 * @example terminalSafe('a\u001b[2Jb') // 'a\\u{1b}[2Jb'
 */
export function terminalSafe(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (character) => `\\u{${character.codePointAt(0)!.toString(16)}}`)
}
