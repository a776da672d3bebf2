/** A URL or a header refused before anything is sent (src/core/http/url-input.ts, header-value.ts), and what to do. */
export const httpInputs = {
  urlSources: {
    baseUrl: 'The base URL',
    profile: (profile: string) => `The base URL of the profile "${profile}"`,
    endpoint: 'The endpoint URL',
  },
  notHttp: (source: string, shown: string) => `${source} must be an http:// or https:// URL, not ${shown}.`,
  wholeUrl: (example: string) => `Give the whole URL, e.g. ${example}`,
  setAgainWhole: (command: string) => `Set it again with the whole URL, e.g. ${command}`,
  userinfo: (source: string) =>
    `${source}: a user name or password in the URL is not accepted (pay never sends it, but would print and log it).`,
  withoutUserinfo: (url: string) => `Give the URL without it: ${url}`,
  setAgainWithout: (command: string) => `Set it again without it: ${command}`,
  proxyUnusable: (variable: string, shown: string) => `${variable} is not a proxy URL pay can use (${shown}); nothing was sent.`,
  proxyWholeUrl: (variable: string) =>
    `Set ${variable} to the proxy's whole URL, e.g. http://proxy.example.com:3128, or unset it; then run again.`,
  headerSources: {
    keyId: 'the key id',
    header: (name: string) => `the ${name} header`,
  },
  headerValue: (source: string, problem: string) =>
    `${source.charAt(0).toUpperCase()}${source.slice(1)} cannot be sent in an HTTP header: it has ${problem}; nothing was sent.`,
  visibleAscii: (source: string) => `Write ${source} in visible ASCII characters (letters, digits, "-", "_", …) on one line.`,
  headerLine: (line: string, problem: string) =>
    `${line} must be "Name: value", a header name then a value of visible characters on one line: it has ${problem}.`,
  lineExample: (line: string) => `e.g. ${line} "X-Gateway-Key: $KEY"`,
  reserved: (line: string, name: string) => `${line} cannot set ${name}: the listener passes on the delivery's own.`,
  ownHeadersOnly: 'Add headers of your own set-up only (a gateway key, a tenant id).',
  problems: {
    noColon: 'no ":" after a name',
    noName: 'no name',
    edgeSpace: 'a space or tab at its start or end, which the receiver drops',
    at: (character: string, position: number) => `${character} at position ${position}`,
    inName: (what: string) => `${what} of the name`,
    inValue: (what: string) => `${what} of the value`,
  },
}
