/**
 * The keys under which a command declares its `--json` contract (docs/json-output.md). Symbols, because oclif
 * copies every enumerable string-keyed static of a command into oclif.manifest.json, which is read at each
 * start: a zod schema there would grow it tenfold. Symbol.for, so that scripts/json-schemas.js reading the
 * built files sees the same keys.
 */
export const OUTPUT_SCHEMA = Symbol.for('pay.outputSchema')
/** True where `--json` prints one document a line (NDJSON) as things happen, each of the output schema. */
export const JSON_LINES = Symbol.for('pay.jsonLines')
