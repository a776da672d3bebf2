// The parts of zod the schemas use, imported by name. Zod's `z` namespace object holds all of zod, its 60
// locales included, and a bundler must keep every part of it (~750 KiB, ~70 ms to load here); named imports
// let the bundle keep only these (~180 KiB, ~30 ms). Measured in docs/performance.md. Use as
// `import * as z from './zod.js'`. Classic zod is for the schemas read off the start path (the `--json` output
// schemas, the stores of the commands that keep one); what a request command builds at start is zod/mini's
// (`./zod-mini.js`).

export type {infer} from 'zod'
export {
  array,
  boolean,
  discriminatedUnion,
  enum,
  literal,
  looseObject,
  null,
  nullable,
  number,
  object,
  optional,
  record,
  strictObject,
  string,
  tuple,
  union,
  unknown,
} from 'zod'
