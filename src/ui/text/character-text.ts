import {characterFacts} from '../../core/text/character-names.js'
import type {Words} from '../words/en/index.js'

/** A character named for an error in the words given, safe to print whatever it is. */
export function characterText(character: string, said: Words): string {
  const t = said.requestTarget
  const {code, name, visible} = characterFacts(character)
  if (name !== undefined) return t.named(t.names[name], code)
  return visible ? t.shown(character, code) : t.invisible(code)
}
