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
          passed('credentials', {code: 'credentials-found', profile: 'acme', mode: 'test', keyId: 'unk_test_…1234', baseUrl: 'https://x'}),
          failed('clock', {code: 'clock-off', seconds: 400, behind: true, window: 300}),
          skipped('key', {code: 'unreachable'}),
        ],
      },
      english,
      plain,
    )
    expect(text).toBe(
      [
        '✓ Credentials   profile "acme": test key unk_test_…1234, base URL https://x',
        "✗ Clock         this machine's clock is 400 s behind the server's (window ±300 s): every signed request is refused",
        '                → Sync the clock with NTP (e.g. `sudo timedatectl set-ntp true`).',
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
    expect(renderDoctorReport({ok: true, checks: [passed('mode', {code: 'mode-ok', mode: 'test', live: false})]}, language, plain)).toBe(
      '✓ Key mode  test key, and --live was not given\n· Language  Thai (from LANG=th_TH.UTF-8)\n\nThe check passes.\n',
    )
  })
})
