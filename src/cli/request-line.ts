import {readFile} from 'node:fs/promises'

import {HTTP_METHODS, type HttpMethod} from '../core/http/request-types.js'
import {say, terminalSafe} from '../core/text/visible-text.js'
import {inputErrorInWords} from '../ui/words/input-error.js'

export interface BodySources {
  data?: string
  dataFile?: string
  readStdin: () => Promise<Buffer>
}

/** The body of `pay request` and `pay sign`: `-d TEXT`, `-d -` (stdin) or `--data-file F`, as bytes. */
export async function readRequestBody(sources: BodySources): Promise<Buffer | undefined> {
  if (sources.data !== undefined && sources.dataFile !== undefined) {
    throw inputErrorInWords('INVALID_INPUT', ({request}) => ({message: request.bodyTwice}))
  }
  if (sources.data === '-') return sources.readStdin()
  if (sources.data !== undefined) return Buffer.from(sources.data, 'utf8')
  if (sources.dataFile !== undefined) {
    const file = sources.dataFile
    try {
      return await readFile(file)
    } catch (error) {
      throw inputErrorInWords('INVALID_INPUT', ({request}) => ({
        message: request.cannotRead(terminalSafe(file), terminalSafe((error as Error).message)),
        tryMessage: request.checkPath,
      }))
    }
  }
  return undefined
}

/** The method `pay request` sends, in uppercase: one of the methods the client sends. */
export function sendableMethod(method: string): HttpMethod {
  const upper = method.toUpperCase() as HttpMethod
  if (HTTP_METHODS.includes(upper)) return upper
  throw inputErrorInWords('INVALID_INPUT', ({request}) => ({
    message: request.unknownMethod(say`${method}`),
    tryMessage: request.useOneOf(HTTP_METHODS.join(', ')),
  }))
}

/** The method `pay sign` signs: any word, since a signature can be made for any method. */
export function signableMethod(method: string): string {
  if (/^[A-Za-z]+$/.test(method)) return method
  throw inputErrorInWords('INVALID_INPUT', ({request}) => ({message: request.notAMethod(say`${method}`), tryMessage: request.methodAsWord}))
}
