/**
 * A POSIX `printf` command that writes exactly these bytes, for bytes a shell word cannot carry (a NUL,
 * or bytes that are not UTF-8): every byte outside printable ASCII, and `'`, `\` and `%`, as an octal escape.
 * A leading `-` is escaped too, or printf would take the format for an option.
 * @example printfCommand(Buffer.from([0xff, 0x00, 0x41])) // printf '\377\000A'
 */
export function printfCommand(bytes: Uint8Array): string {
  const format = [...bytes].map((byte, index) =>
    byte >= 0x20 && byte < 0x7f && !"'\\%".includes(String.fromCharCode(byte)) && !(index === 0 && byte === 0x2d)
      ? String.fromCharCode(byte)
      : `\\${byte.toString(8).padStart(3, '0')}`,
  )
  return `printf '${format.join('')}'`
}
