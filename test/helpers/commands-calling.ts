import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {importsOf} from './source-files.js'

/** The commands as oclif.manifest.json lists them, with their flags. */
export const MANIFEST = JSON.parse(readFileSync(new URL('../../oclif.manifest.json', import.meta.url), 'utf8')) as {
  commands: Record<string, {flags: Record<string, unknown>}>
}

/** Where the endpoints and PayApi's methods are defined, each in terms of the others: not a call. */
const DEFINITIONS = 'core/http/api.ts'

/**
 * The commands of oclif.manifest.json whose code (their imports, loaded at once or on demand) holds a call that
 * `call` matches, outside the definitions of the endpoints.
 */
export function commandsCalling(call: RegExp): string[] {
  const src = fileURLToPath(new URL('../../src/', import.meta.url))
  const file = (path: string) => (existsSync(join(src, path)) ? path : path.replace(/\.ts$/, '.tsx'))
  const reaches = new Map<string, boolean>()
  const reachesCall = (path: string): boolean => {
    if (!reaches.has(path)) {
      reaches.set(path, false)
      const values = importsOf(path).filter((edge) => !edge.typeOnly)
      const calls = path !== DEFINITIONS && call.test(readFileSync(join(src, path), 'utf8'))
      reaches.set(path, calls || values.some((edge) => reachesCall(file(edge.to))))
    }
    return reaches.get(path)!
  }
  return Object.keys(MANIFEST.commands).filter((id) => {
    const path = `commands/${id.replaceAll(':', '/')}.ts`
    return existsSync(join(src, path)) && reachesCall(path)
  })
}
