// zod/mini, for the schemas a request command builds at start: the service's answers (money, balance, deposit,
// withdrawal, banks, test endpoints), its error envelope, the profile store and the bank list's cache. Classic
// zod (`./zod.js`) gives every schema its methods, and so is evaluated with most of zod's core; mini's functions
// keep only what they use (a module of a 5-field object built and parsed: +1.6 ms of CPU with mini, +6 ms with
// classic, Node 24). Mini's schemas are zod's core schemas: the classic ones (the `--json` output schemas, loaded
// only when read) take them as parts, and toJSONSchema reads both. Named imports only, as in `./zod.js`; use as
// `import * as z from './zod-mini.js'`. docs/performance.md, "zod by parts".
import {en} from 'zod/locales'
import {config} from 'zod/mini'
import type {$ZodType, util} from 'zod/v4/core'

// Issues in English, as classic zod sets on its first schema: their messages reach people (an answer that
// breaks its schema, a damaged profile store).
config(en())

export type {output as infer} from 'zod/mini'
export {
  array,
  boolean,
  describe,
  discriminatedUnion,
  enum,
  int,
  literal,
  looseObject,
  minLength,
  nonnegative,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  regex,
  string,
  union,
  unknown,
} from 'zod/mini'
/** Any zod schema, classic or mini: both kinds have this method. */
export type ZodType<T = unknown> = $ZodType<T> & {safeParse(value: unknown): util.SafeParseResult<NoInfer<T>>}
