import {describe, expect, it} from 'vitest'

import {pythonJsonDumps} from '../../../src/core/signing/diagnosis/python-json-dumps.js'

// The expected texts were written by CPython 3's json.dumps on the same value.
const VALUE = {amount: '100.00', name: 'สมชาย é', nested: {z: [1, 2.5, null, true], a: {}}, list: [], ctl: 'a\tb\u007f'}

describe('pythonJsonDumps', () => {
  it('writes what json.dumps writes by default', () => {
    expect(pythonJsonDumps(VALUE, {ensureAscii: true})).toBe(
      '{"amount": "100.00", "name": "\\u0e2a\\u0e21\\u0e0a\\u0e32\\u0e22 \\u00e9", "nested": {"z": [1, 2.5, null, true], "a": {}}, "list": [], "ctl": "a\\tb\\u007f"}',
    )
  })

  it('keeps non-ASCII characters with ensure_ascii=False', () => {
    expect(pythonJsonDumps(VALUE, {ensureAscii: false})).toBe(
      '{"amount": "100.00", "name": "สมชาย é", "nested": {"z": [1, 2.5, null, true], "a": {}}, "list": [], "ctl": "a\\tb\u007f"}',
    )
  })
})
