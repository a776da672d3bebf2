/**
 * The `--json` form of a result built from camelCase types: every object key in snake_case, like the API's
 * own objects. Keys without capitals (header names, ids) stay as they are.
 * @example snakeCaseKeys({bodySha256: 'e3b0…', headers: {'x-api-key': 'k'}}) // {body_sha256: 'e3b0…', headers: {'x-api-key': 'k'}}
 */
export function snakeCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCaseKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key.replace(/(?<=[a-z0-9])([A-Z])/g, (capital: string) => `_${capital.toLowerCase()}`),
      snakeCaseKeys(item),
    ]),
  )
}
