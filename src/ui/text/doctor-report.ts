import type {DoctorCheck} from '../../services/doctor/check.js'
import type {DoctorReport} from '../../services/doctor/run-doctor.js'
import type {Style} from './style.js'

const LABELS: Record<string, string> = {
  credentials: 'Credentials',
  mode: 'Key mode',
  profile_file: 'Profile file',
  base_url: 'Base URL',
  clock: 'Clock',
  key: 'Key accepted',
  webhook_secret: 'Webhook secret',
  bank_cache: 'Bank list cache',
}

/**
 * The report of `pay doctor`: ✓, ✗ with the fix under it, or – for a check that could not run.
 * @example renderDoctorReport({ok: false, checks}, style) // '✓ Credentials     profile "sandbox": …\n✗ Clock  …\n    → Sync the clock …'
 */
export function renderDoctorReport(report: DoctorReport, style: Style): string {
  const width = Math.max(...report.checks.map((check) => label(check).length))
  const lines = report.checks.flatMap((check) => {
    const line = `${mark(check, style)} ${style.bold(label(check).padEnd(width))}  ${check.status === 'skip' ? style.dim(check.detail) : check.detail}`
    return check.fix ? [line, `  ${' '.repeat(width)}  ${style.cyan('→')} ${check.fix}`] : [line]
  })
  const failures = report.checks.filter((check) => check.status === 'fail').length
  const skips = report.checks.filter((check) => check.status === 'skip').length
  lines.push(
    '',
    report.ok
      ? style.green(`All ${report.checks.length} checks pass.`)
      : style.red(`${failures} of ${report.checks.length} checks failed${skips > 0 ? `, ${skips} could not run` : ''}.`),
  )
  return `${lines.join('\n')}\n`
}

function label(check: DoctorCheck): string {
  return LABELS[check.name] ?? check.name
}

function mark(check: DoctorCheck, style: Style): string {
  if (check.status === 'pass') return style.green('✓')
  if (check.status === 'fail') return style.red('✗')
  return style.dim('–')
}
