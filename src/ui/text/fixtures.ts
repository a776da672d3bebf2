import type {FixtureStepResult, FixturesDryRun} from '../../core/schemas/output/fixtures.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import type {Words} from '../words/en/index.js'
import {renderDryRun} from './request-trace.js'
import type {Style} from './style.js'

/**
 * One line for a step of `pay fixtures run` that was answered.
 * @example renderFixtureStep({...step, name: 'deposit', method: 'POST', path: '/v1/deposits', status: 201, request_id: 'req_1', duration_ms: 40}, style)
 * // '✓ deposit  POST /v1/deposits → 201 · request_id req_1 · 40 ms\n'
 */
export function renderFixtureStep(step: FixtureStepResult, style: Style): string {
  const requestId = step.request_id ? ` · ${words().error.requestId(terminalSafe(step.request_id))}` : ''
  const took = words().trigger.fixtures.took(step.duration_ms)
  return `${style.green('✓')} ${style.bold(terminalSafe(step.name))}  ${step.method} ${terminalSafe(step.path)} → ${step.status}${requestId} · ${took}\n`
}

/** The note on stderr before the first step is sent. */
export function renderFixturesStart(scenario: {file: string; description?: string; steps: unknown[]}): string {
  const description = scenario.description === undefined ? undefined : terminalSafe(scenario.description)
  return `${words().trigger.fixtures.start(scenario.steps.length, terminalSafe(scenario.file), description)}\n`
}

/** The closing line of a run: how many steps, and where the answers are. */
export function renderFixturesDone(count: number): string {
  return `${words().trigger.fixtures.done(count)}\n`
}

/** Every step of a dry run, signed and not sent, with the references that stay as written. */
export function renderFixturesDryRun(dryRun: FixturesDryRun['dry_run'], style: Style): string {
  return dryRun.steps
    .map((step, index) => {
      const head = style.bold(words().trigger.fixtures.step(index + 1, terminalSafe(step.name)))
      const references = step.unresolved.map((text) => terminalSafe(`\${${text}}`))
      const unresolved = references.length === 0 ? '' : `${style.yellow('!')} ${words().trigger.fixtures.unresolved(references)}\n`
      return `${head}\n${unresolved}${renderDryRun(step.request, style)}`
    })
    .join('\n')
}

/** The live guard's question before a scenario that writes, in the words given. */
export function fixturesQuestion(writes: number, file: string): (said: Words) => string {
  return (said) => said.trigger.fixtures.question(writes, terminalSafe(file))
}
