/** `pay request` and `pay sign`: their errors and the dry run's words. */
export const request = {
  bodyTwice: 'Give the body once: -d or --data-file, not both.',
  cannotRead: (file: string, reason: string) => `Cannot read ${file}: ${reason}`,
  checkPath: 'Check the path given to --data-file.',
  unknownMethod: (method: string) => `Unknown HTTP method "${method}".`,
  useOneOf: (methods: string) => `Use one of ${methods}.`,
  notAMethod: (method: string) => `"${method}" is not an HTTP method.`,
  methodAsWord: 'Give the method as a word, e.g. GET or POST.',
  dryRun: {
    nothingSent: 'Dry run: nothing was sent.',
    body: 'Body bytes:',
    noBody: '(none)',
    canonical: 'Canonical string:',
    unsigned: '(unsigned request)',
  },
}
