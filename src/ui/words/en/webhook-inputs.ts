/** The body and the webhook secret of `pay webhook verify` and `pay webhook check`, when they cannot be read. */
export const webhookInputs = {
  stdinBoth: 'stdin cannot carry both the body and the webhook secret.',
  bodyAsFile: 'Give the body as a FILE argument when the secret comes from --secret-stdin.',
  nothingPipedBody: 'Nothing is piped in to read the body from.',
  pipeBody: 'Give the body as a FILE, or pipe it in: cat body.json | pay webhook verify --signature HEX',
  nothingPipedSecret: 'Nothing is piped in to read the webhook secret from.',
  /** `usage`: the command line that reads the secret from stdin. */
  pipeSecret: (usage: string) => `Pipe the secret in: printf %s "$WEBHOOK_SECRET" | ${usage}`,
  emptySecret: 'The webhook secret read from stdin is empty.',
  noProfileSecret: 'The profile has no webhook secret.',
  giveSecret: 'Pipe it in with --secret-stdin, or save it with `pay profile add NAME --webhook-secret-stdin`.',
  bodyUnreadable: (path: string, reason: string) => `Cannot read ${path}: ${reason}`,
  givePath: 'Give the path of the saved body, or - to read it from stdin.',
}
