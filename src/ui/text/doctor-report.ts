import {displayWidth, padEndDisplay} from '../../core/text/display-width.js'
import type {DoctorFinding} from '../../services/doctor/check.js'
import type {DoctorFindings} from '../../services/doctor/run-doctor.js'
import {words} from '../words/active.js'
import type {LanguageChoice} from '../words/language.js'
import {doctorCheck} from './doctor-checks.js'
import type {Style} from './style.js'

/**
 * The report of `pay doctor`: ✓, ✗ with the fix under it, or – for a check that could not run; then the language
 * pay speaks and where that came from (human output only: `--json` is the same in every language).
 * @example renderDoctorReport({ok: false, checks}, language, style) // '✓ Credentials     profile "sandbox": …\n✗ Clock  …\n    → Sync the clock …'
 */
export function renderDoctorReport(report: DoctorFindings, language: LanguageChoice, style: Style): string {
  const said = words()
  const labels = [...report.checks.map(label), said.doctor.language]
  const width = Math.max(...labels.map(displayWidth))
  const lines = report.checks.flatMap((finding) => {
    const check = doctorCheck(finding, said)
    const line = `${mark(check, style)} ${style.bold(padEndDisplay(label(finding), width))}  ${check.status === 'skip' ? style.dim(check.detail) : check.detail}`
    return check.fix ? [line, `  ${' '.repeat(width)}  ${style.cyan('→')} ${check.fix}`] : [line]
  })
  lines.push(
    `${style.dim('·')} ${style.bold(padEndDisplay(said.doctor.language, width))}  ${said.language.names[language.language]} (${said.language.from(language)})`,
  )
  const failures = report.checks.filter((check) => check.status === 'fail').length
  const skips = report.checks.filter((check) => check.status === 'skip').length
  lines.push(
    '',
    report.ok
      ? style.green(said.doctor.allPass(report.checks.length))
      : style.red(said.doctor.failed(failures, report.checks.length, skips)),
  )
  return `${lines.join('\n')}\n`
}

function label(check: Pick<DoctorFinding, 'name'>): string {
  const checks: Record<string, string> = words().doctor.checks
  return checks[check.name] ?? check.name
}

function mark(check: Pick<DoctorFinding, 'status'>, style: Style): string {
  if (check.status === 'pass') return style.green('✓')
  if (check.status === 'fail') return style.red('✗')
  return style.dim('–')
}
