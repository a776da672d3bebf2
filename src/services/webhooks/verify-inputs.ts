import {readFile} from 'node:fs/promises'

import {AuthError, InputError} from '../../core/errors.js'
import {splitStdinSecrets} from '../profiles/setup.js'

export interface WebhookVerifyInputOptions {
  /** A path, `-` for stdin, or absent for stdin. */
  file?: string
  secretFromStdin: boolean
  stdinIsTTY: boolean
  readStdin: () => Promise<Buffer>
  /** The webhook secret of the profile in use, if any. */
  profileWebhookSecret: () => string | undefined
}

/**
 * The raw body and the webhook secret of `pay webhook verify`. The body is read as bytes and never decoded
 * here; stdin carries either the body or the secret, not both.
 */
export async function readWebhookVerifyInputs(options: WebhookVerifyInputOptions): Promise<{body: Buffer; webhookSecret: string}> {
  const bodyFromStdin = options.file === undefined || options.file === '-'
  if (bodyFromStdin && options.secretFromStdin) {
    throw new InputError({code: 'stdin-body-and-secret'})
  }
  if (options.stdinIsTTY && bodyFromStdin) {
    throw new InputError({code: 'nothing-piped-body'})
  }
  const secretOptions = {...options, stdinUsage: 'pay webhook verify FILE --signature HEX --secret-stdin'}
  // Refused before the body is read, so that a file is not read for nothing.
  if (options.stdinIsTTY && options.secretFromStdin) throw nothingPipedForSecret(secretOptions.stdinUsage)
  const body = bodyFromStdin ? await options.readStdin() : await readBodyFile(options.file!)
  return {body, webhookSecret: await readWebhookSecret(secretOptions)}
}

export type WebhookSecretOptions = Pick<
  WebhookVerifyInputOptions,
  'secretFromStdin' | 'stdinIsTTY' | 'readStdin' | 'profileWebhookSecret'
> & {
  /** The command line that reads the secret from stdin, for the hint. */
  stdinUsage: string
}

/** The webhook secret from stdin (`--secret-stdin`) or else the profile's; never empty. */
export async function readWebhookSecret(options: WebhookSecretOptions): Promise<string> {
  if (options.secretFromStdin && options.stdinIsTTY) throw nothingPipedForSecret(options.stdinUsage)
  const webhookSecret = options.secretFromStdin
    ? (splitStdinSecrets((await options.readStdin()).toString('utf8'), {secret: false, webhookSecret: true}).webhookSecret ?? '')
    : options.profileWebhookSecret()
  if (!webhookSecret) {
    throw new AuthError({code: 'no-webhook-secret', from: options.secretFromStdin ? 'stdin' : 'profile'}, {code: 'NO_WEBHOOK_SECRET'})
  }
  return webhookSecret
}

function nothingPipedForSecret(usage: string): InputError {
  return new InputError({code: 'nothing-piped-secret', usage})
}

async function readBodyFile(path: string): Promise<Buffer> {
  try {
    return await readFile(path)
  } catch (error) {
    const reason = (error as Error).message
    throw new InputError({code: 'body-unreadable', path, reason})
  }
}
