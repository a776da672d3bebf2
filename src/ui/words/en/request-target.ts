/** A request target (a path and query) that cannot go on the wire as written, and how to write it instead. */
export const requestTarget = {
  subjects: {
    path: 'The path',
    step: (step: string) => `Step "${step}": its path with the answers filled in,`,
    baseUrl: "The base URL's path",
  },
  noSlash: (subject: string, target: string) => `${subject} ${target} does not start with "/"; nothing was sent.`,
  cannotSend: (subject: string, target: string, what: string, position: number) =>
    `${subject} ${target} cannot be sent as written: ${what} at position ${position}; nothing was sent.`,
  badEscape: '"%" without two hex digits after it',
  dotSegment: (segment: string) => `the dot segment "${segment}"`,
  names: {
    nul: 'NUL',
    tab: 'a tab',
    lineFeed: 'a line feed',
    carriageReturn: 'a carriage return',
    space: 'a space',
    del: 'DEL',
  },
  named: (name: string, code: string) => `${name} (${code})`,
  shown: (character: string, code: string) => `"${character}" (${code})`,
  invisible: (code: string) => `the invisible or control character ${code}`,
  fixes: {
    slash: 'A path starts with "/", e.g. /v1/balance.',
    escape: 'A "%" starts an escape such as %20; write a percent sign itself as %25.',
    dotSegment:
      'URL parsers and proxies remove "." and ".." segments, so the service would get another path than the one signed: write the path without them.',
    fragment: 'A fragment (#…) is never sent: remove it, or write %23 if the "#" belongs to the path or query.',
    encode: (encoded: string) => `Percent-encode it: ${encoded}.`,
    halfPair: 'It is half of a UTF-16 pair, not a character: remove it.',
  },
}
