import {describe, expect, it} from 'vitest'
import type {PayError} from '../../src/core/errors.js'
import {resolveBank} from '../../src/core/money/field-readers.js'
import {findProfile} from '../../src/core/profiles/credentials.js'
import {errorFacts, failed} from '../../src/services/doctor/check.js'
import {doctorCheck} from '../../src/ui/text/doctor-checks.js'
import {sayErrorFacts} from '../../src/ui/words/active.js'
import {en} from '../../src/ui/words/en/index.js'
import {th} from '../../src/ui/words/th/index.js'

// An error's English is the catalog's (test/ui/error-corpus.test.ts holds it to what it was); here, what the run's
// language changes beyond the words.
const BANKS = {
  KBANK: {bank_code: 'KBANK', bank_number: '004', name_en: 'Kasikornbank', name_th: 'กสิกรไทย', fullname_th: 'ธนาคารกสิกรไทย'},
} as never

function thrown(make: () => unknown): PayError {
  try {
    make()
  } catch (error) {
    return error as PayError
  }
  throw new Error('did not throw')
}

describe('a bank code not known', () => {
  it('suggests the bank by its Thai name in Thai, its English one in English', () => {
    const error = thrown(() => resolveBank('kban', '--bank', BANKS))
    expect(sayErrorFacts(error.facts!, th).tryMessage).toContain('KBANK (กสิกรไทย)')
    expect(error.tryMessage).toContain('KBANK (Kasikornbank)')
  })
})

describe('pay doctor', () => {
  it('says an error of core that a check found in the words given, from its facts', () => {
    const error = thrown(() =>
      findProfile({env: {}, store: {get: () => undefined, defaultName: () => undefined} as never, profileFlag: 'nope'}, true),
    )
    const finding = failed('credentials', {code: 'credentials-error', error: errorFacts(error)})
    expect(doctorCheck(finding, en).detail).toBe('No profile named "nope".')
    expect(doctorCheck(finding, th)).toMatchObject({
      detail: 'ไม่มีโปรไฟล์ชื่อ "nope"',
      fix: 'ดูรายชื่อโปรไฟล์ด้วย `pay profile list` หรือเพิ่มโปรไฟล์ด้วย `pay login`',
    })
  })
})
