import type {FixtureStepResult, FixturesDryRun} from '../../core/schemas/output/fixtures.js'
import {renderDryRun} from './request-trace.js'
import type {Style} from './style.js'

/**
 * One line for a step of `pay fixtures run` that was answered.
 * @example renderFixtureStep({...step, name: 'deposit', method: 'POST', path: '/v1/deposits', status: 201, request_id: 'req_1', duration_ms: 40}, style)
 * // '✓ deposit  POST /v1/deposits → 201 · request_id req_1 · 40 ms\n'
 */
export function renderFixtureStep(step: FixtureStepResult, style: Style): string {
  const requestId = step.request_id ? ` · request_id ${step.request_id}` : ''
  return `${style.green('✓')} ${style.bold(step.name)}  ${step.method} ${step.path} → ${step.status}${requestId} · ${step.duration_ms} ms\n`
}

/** The note on stderr before the first step is sent. */
export function renderFixturesStart(scenario: {file: string; description?: string; steps: unknown[]}): string {
  const count = scenario.steps.length
  return `Running ${count} step${count === 1 ? '' : 's'} of ${scenario.file}${scenario.description ? `: ${scenario.description}` : '.'}\n`
}

/** The closing line of a run: how many steps, and where the answers are. */
export function renderFixturesDone(count: number): string {
  return `${count} step${count === 1 ? '' : 's'} answered 2xx. Each answer is printed with --json.\n`
}

/** Every step of a dry run, signed and not sent, with the references that stay as written. */
export function renderFixturesDryRun(dryRun: FixturesDryRun['dry_run'], style: Style): string {
  return dryRun.steps
    .map((step, index) => {
      const head = style.bold(`Step ${index + 1}: ${step.name}`)
      const unresolved =
        step.unresolved.length === 0
          ? ''
          : `${style.yellow('!')} Left as written, filled in from earlier answers when it runs (so its body and signature will differ): ${step.unresolved.map((text) => `\${${text}}`).join(', ')}\n`
      return `${head}\n${unresolved}${renderDryRun(step.request, style)}`
    })
    .join('\n')
}
