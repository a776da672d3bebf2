import type {Dispatcher} from 'undici'

/**
 * The most of an answer pay reads: 1 MiB. The largest the API sends is a page of 100 withdrawals, about a
 * tenth of that; past it the answer is not the API's, and reading on would hold the command (an endless body).
 */
export const MAX_ANSWER_BYTES = 1024 * 1024

/** An answer longer than the limit: its body is dropped unread. */
export class AnswerTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the answer is longer than ${limit} bytes`)
  }
}

/** The body as text (UTF-8, as undici's `text()` decodes it), refused with AnswerTooLarge past `limit` bytes. */
export async function readAnswerBody(answer: Dispatcher.ResponseData, limit: number): Promise<string> {
  if (Number(answer.headers['content-length']) > limit) {
    answer.body.destroy()
    throw new AnswerTooLarge(limit)
  }
  const chunks: Buffer[] = []
  let length = 0
  // Leaving the loop by a throw destroys the body, which closes the connection.
  for await (const chunk of answer.body) {
    length += (chunk as Buffer).length
    if (length > limit) throw new AnswerTooLarge(limit)
    chunks.push(chunk as Buffer)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}
