import {describe, expect, it} from 'vitest'

import {failed, passed, skipped} from '../../src/services/doctor/check.js'
import {renderDoctorReport} from '../../src/ui/text/doctor-report.js'
import {createStyle} from '../../src/ui/text/style.js'

const plain = createStyle(false)
const english = {language: 'en', source: 'default'} as const

describe('renderDoctorReport', () => {
  it('aligns the checks, puts each fix under its failure, and counts', () => {
    const text = renderDoctorReport(
      {
        ok: false,
        checks: [
          passed('credentials', 'profile "acme"'),
          failed('clock', '400 s behind', 'Sync the clock.'),
          skipped('key', 'the base URL does not answer'),
        ],
      },
      english,
      plain,
    )
    expect(text).toBe(
      [
        '✓ Credentials   profile "acme"',
        '✗ Clock         400 s behind',
        '                → Sync the clock.',
        '– Key accepted  skipped: the base URL does not answer',
        '· Language      English (the default: no PAY_LANG, setting or Thai locale)',
        '',
        '1 of 3 checks failed, 1 could not run.',
        '',
      ].join('\n'),
    )
  })

  it('says so when all pass', () => {
    const language = {language: 'th', source: 'LANG', value: 'th_TH.UTF-8'} as const
    expect(renderDoctorReport({ok: true, checks: [passed('mode', 'test key')]}, language, plain)).toBe(
      '✓ Key mode  test key\n· Language  Thai (from LANG=th_TH.UTF-8)\n\nThe check passes.\n',
    )
  })
})
