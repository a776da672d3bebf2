import {signaturesEqual} from '../sign-request.js'
import type {MistakeDetail, MistakeId} from './mistake-facts.js'

/** One way of making a mistake: the recipe it leads to, and, when there are several ways, which one. */
export interface MistakeVariant<R> {
  recipe: R
  detail?: MistakeDetail
}

/**
 * One entry of a mistake table; adding a mistake to a diagnosis is adding one of these, and its title and fix
 * to src/ui's `mistakes`.
 */
export interface Mistake<R> {
  id: MistakeId
  /** The recipes this mistake turns a recipe into (none when it cannot apply, e.g. no query to drop). */
  variants: (recipe: R) => MistakeVariant<R>[]
  /** False for wide searches (thousands of variants): tried alone, never paired with another mistake. */
  pairable?: boolean
}

/** A mistake named by a diagnosis: its title, detail and fix are said by src/ui (`mistakes`). */
export interface FoundMistake {
  id: MistakeId
  detail?: MistakeDetail
}

export interface MistakeSearch<R> {
  table: readonly Mistake<R>[]
  /** The recipe done right. */
  start: R
  sign: (recipe: R) => string
  /** The signature to reproduce. */
  signature: string
}

/**
 * Each mistake of the table that, made alone, reproduces the signature, in table order. Lazy, so the
 * caller can stop at the first.
 * @example const [first] = singleMistakesReproducing({table, start, sign, signature})
 */
export function* singleMistakesReproducing<R>(search: MistakeSearch<R>): Generator<FoundMistake> {
  for (const mistake of search.table) {
    for (const variant of mistake.variants(search.start)) {
      if (reproduces(search, variant.recipe)) yield found(mistake, variant)
    }
  }
}

/**
 * Each pair of two different pairable mistakes that, made together, reproduce the signature; the first of
 * the pair is the earlier one in the table and is applied first.
 */
export function* mistakePairsReproducing<R>(search: MistakeSearch<R>): Generator<[FoundMistake, FoundMistake]> {
  const pairable = search.table.filter((mistake) => mistake.pairable !== false)
  for (const [index, first] of pairable.entries()) {
    for (const firstVariant of first.variants(search.start)) {
      for (const second of pairable.slice(index + 1)) {
        for (const secondVariant of second.variants(firstVariant.recipe)) {
          if (reproduces(search, secondVariant.recipe)) yield [found(first, firstVariant), found(second, secondVariant)]
        }
      }
    }
  }
}

function reproduces<R>(search: MistakeSearch<R>, recipe: R): boolean {
  return signaturesEqual(search.sign(recipe), search.signature)
}

function found<R>(mistake: Mistake<R>, variant: MistakeVariant<R>): FoundMistake {
  return variant.detail === undefined ? {id: mistake.id} : {id: mistake.id, detail: variant.detail}
}
