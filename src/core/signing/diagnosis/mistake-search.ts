import {signaturesEqual} from '../sign-request.js'

/** One way of making a mistake: the recipe it leads to, and, when there are several ways, which one. */
export interface MistakeVariant<R> {
  recipe: R
  detail?: string
}

/** One entry of a mistake table; adding a mistake to a diagnosis is adding one of these. */
export interface Mistake<R> {
  id: string
  title: string
  /** One sentence on how to fix it. */
  fix: string
  /** The recipes this mistake turns a recipe into (none when it cannot apply, e.g. no query to drop). */
  variants: (recipe: R) => MistakeVariant<R>[]
  /** False for wide searches (thousands of variants): tried alone, never paired with another mistake. */
  pairable?: boolean
}

/** A mistake named by a diagnosis. */
export interface FoundMistake {
  id: string
  title: string
  detail?: string
  fix: string
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
  return {
    id: mistake.id,
    title: mistake.title,
    ...(variant.detail === undefined ? {} : {detail: variant.detail}),
    fix: mistake.fix,
  }
}
