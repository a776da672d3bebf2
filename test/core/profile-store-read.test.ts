import {describe, expect, it} from 'vitest'

import {plainStore, profileStoreSchema} from '../../src/core/profiles/store.js'

const pair = {key_id: 'unk_test_1', secret: 's'.repeat(64)}
// Stores as JSON.parse gives them: every level with keys in another order, keys of later versions, names that
// look like numbers, and the values the schema refuses.
const STORES = [
  {},
  {profiles: {}},
  {default: 'a', profiles: {a: {base_url: 'https://api.example'}}},
  {profiles: {a: {test: pair, base_url: 'http://127.0.0.1:1', live: {secret: 'x', key_id: 'unk_live_1', note: 1}}}, default: 'a'},
  {later: {x: [1]}, profiles: {b: {sandbox_data_dir: '/d', webhook_secret: 'w', base_url: 'u', extra: null}, 2: {base_url: 'v'}}},
  {profiles: {a: {base_url: 'u', test: pair, live: pair}}, default: 'missing'},
  {profiles: {a: {base_url: 'u', live: {secret_in: 'keyring', key_id: 'unk_live_1'}}}},
  JSON.parse('{"__proto__": {"default": "x"}, "profiles": {}}'),
  JSON.parse('{"profiles": {"__proto__": {"base_url": "u"}}}'),
  JSON.parse('{"profiles": {"a": {"base_url": "u", "__proto__": {"x": 1}}}}'),
  JSON.parse('{"profiles": {"a": {"base_url": "u", "test": {"key_id": "k", "secret": "s", "__proto__": null}}}}'),
  {profiles: {constructor: {base_url: 'u'}}},
  [],
  null,
  'profiles',
  {default: 1},
  {default: null},
  {profiles: []},
  {profiles: null},
  {profiles: {a: null}},
  {profiles: {a: {}}},
  {profiles: {a: {base_url: 1}}},
  {profiles: {a: {base_url: 'u', test: {key_id: 'k'}}}},
  {profiles: {a: {base_url: 'u', live: {key_id: 'k', secret: 2}}}},
  {profiles: {a: {base_url: 'u', test: []}}},
  {profiles: {a: {base_url: 'u', live: {key_id: 'k', secret_in: 'drawer'}}}},
  {profiles: {a: {base_url: 'u', webhook_secret: null}}},
  {profiles: {a: {base_url: 'u', sandbox_data_dir: 3}}},
]

describe('reading the profile store without its schema', () => {
  it.each(STORES.map((store) => [JSON.stringify(store), store]))('%s: read as the schema reads it, or left to the schema', (_, store) => {
    const bySchema = profileStoreSchema.safeParse(store)
    const plain = plainStore(store)
    if (!bySchema.success) expect(plain).toBeUndefined()
    if (plain === undefined) return
    const read = {...bySchema.data, profiles: bySchema.data?.profiles ?? {}}
    // JSON.stringify keeps the order of keys: the profiles are shown, and written back, in the same order.
    expect(JSON.stringify(plain)).toBe(JSON.stringify(read))
    expect(plain).toEqual(read)
  })

  it('reads every store that is valid and has no __proto__ key without the schema', () => {
    const plainOnes = STORES.filter((store) => plainStore(store) !== undefined)
    expect(plainOnes).toHaveLength(8)
  })
})
