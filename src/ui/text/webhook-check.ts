import {NetworkError} from '../../core/errors.js'
import type {CheckCaseResult, WebhookCheck} from '../../core/schemas/output/webhook-check.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import {en, type Words} from '../words/en/index.js'
import {inputErrorInWords} from '../words/input-error.js'
import {hanging} from './hanging.js'
import type {Style} from './style.js'
import {renderTable} from './table.js'

type CheckWords = Words['webhookCheck']
type CaseId = Exclude<keyof CheckWords['titles'], 'genuine'>
const GROUPS = ['genuine', 'forged', 'tolerant'] as const

function caseTitle(id: string, said: CheckWords): string {
  if (id.startsWith('genuine.')) return said.titles.genuine(id.slice('genuine.'.length))
  return id in said.titles ? said.titles[id as CaseId] : id
}

function adviceFor(result: CheckCaseResult, limitMs: number, said: CheckWords): string {
  const {advice} = said
  switch (result.problem) {
    case 'accepted_forgery':
      return result.id in advice.forgeries ? advice.forgeries[result.id as keyof typeof advice.forgeries] : advice.forgery
    case 'slow':
      return advice.slow(limitMs / 1000)
    case 'no_answer':
      return advice.noAnswer
    case 'redirected': {
      const answer = result.answers.find((each) => (each.status ?? 0) >= 300 && (each.status ?? 0) <= 399)!
      return answer.location === null
        ? advice.redirectedNowhere(answer.status!)
        : advice.redirected(answer.status!, terminalSafe(answer.location))
    }
    case 'refused':
      if (result.id in advice.refusals) return advice.refusals[result.id as keyof typeof advice.refusals]
      return result.answers.some((answer) => (answer.status ?? 0) >= 500) ? advice.failsGenuine : advice.refusesGenuine
    case null:
      return ''
  }
}

/** What passing proves, only for the groups of cases that ran (`--only` and `--skip` leave some out). */
function proven(check: WebhookCheck, said: CheckWords): string[] {
  const ran = new Set(check.cases.map((result) => result.id.slice(0, result.id.indexOf('.'))))
  return GROUPS.filter((group) => ran.has(group)).map((group) => said.proven[group])
}

/** Said on stderr before the first delivery: what is about to happen, and how long it may take at most. */
export function renderCheckStart(url: string, cases: number, limitMs: number): string {
  return words().webhookCheck.starting(cases, terminalSafe(url), limitMs / 1000)
}

/** The table of every case, then one line of advice per failure, then the count; `width`: the terminal's, if any. */
export function renderWebhookCheck(check: WebhookCheck, style: Style, width?: number): string {
  const said = words().webhookCheck
  const {headings} = said
  const table = renderTable<CheckCaseResult>(
    [
      {header: headings.case, value: (row) => row.id},
      {header: headings.expected, value: (row) => said.expect[row.expect]},
      {
        header: headings.got,
        value: (row) => row.answers.map((answer) => (answer.status === null ? said.noAnswer : String(answer.status))).join(', '),
      },
      {header: headings.time, value: (row) => said.took(row.answers.map((answer) => answer.duration_ms)), align: 'right'},
      {
        header: headings.verdict,
        value: (row) => (row.passed ? said.pass : said.fail),
        paint: (text, row) => (row.passed ? style.green(text) : style.red(text)),
      },
    ],
    check.cases,
    style.bold,
  )
  const failures = check.cases.filter((result) => !result.passed)
  // One line per distinct bug: two re-serialisation cases that fail name the same fix once.
  const advice = [...new Set(failures.map((result) => adviceFor(result, check.limit_ms, said)))]
  // Case ids are ASCII: their length is their width.
  const idWidth = Math.max(0, ...failures.map((result) => result.id.length))
  const lines = [
    `${style.bold(said.title)} ${terminalSafe(check.url)}`,
    hanging('', said.rule(check.limit_ms / 1000), width, style.dim),
    '',
    table.trimEnd(),
    '',
  ]
  if (failures.length === 0) {
    lines.push(hanging('', said.allPassed(check.passed, proven(check, said)), width, style.green))
  } else {
    lines.push(
      style.red(said.failed(check.failed, check.cases.length)),
      ...failures.map((result) => hanging(`  ${result.id.padEnd(idWidth)}  `, caseTitle(result.id, said), width, style.dim)),
      said.theEndpoint,
      ...advice.map((line) => hanging('  • ', line, width)),
    )
  }
  if (check.not_sent.length > 0) lines.push(hanging('', said.notSent(check.not_sent.length, check.limit_ms / 1000), width, style.dim))
  return `${lines.join('\n')}\n`
}

/** The live guard's question before forged deliveries leave this machine, in the words given. */
export function beyondMachineQuestion(url: string): (said: Words) => string {
  return (said) => said.webhookCheck.questions.beyond(terminalSafe(url))
}

/** The live guard's question before the live webhook secret signs the deliveries, in the words given. */
export function liveSecretQuestion(url: string): (said: Words) => string {
  return (said) => said.webhookCheck.questions.live(terminalSafe(url))
}

/** Refuses the live webhook secret of a profile with only a live key when --live was not given. */
export function liveSecretWithoutLive(): never {
  throw inputErrorInWords('LIVE_KEY_WITHOUT_FLAG', ({webhookCheck}) => ({
    message: webhookCheck.liveKeyWithoutFlag,
    tryMessage: webhookCheck.liveKeyHint,
  }))
}

/** Refuses names in --only or --skip that are no case nor group, naming those there are. */
export function unknownCheckCases(unknown: string[], known: string[]): never {
  const names = unknown.map((name) => terminalSafe(JSON.stringify(name)))
  throw inputErrorInWords('UNKNOWN_CHECK_CASE', ({webhookCheck}) => ({
    message: webhookCheck.unknownCases(names),
    tryMessage: webhookCheck.casesHint(known),
  }))
}

/** Refuses an --only and --skip that leave nothing to send. */
export function noCheckCase(): never {
  throw inputErrorInWords('NO_CHECK_CASE', ({webhookCheck}) => ({message: webhookCheck.noCase, tryMessage: webhookCheck.noCaseHint}))
}

/** The endpoint answered no delivery at all (exit 1): nothing was graded. `error` is the first delivery's. */
export function endpointUnreachable(url: string, error: string | null): NetworkError {
  const say = ({webhookCheck}: Words) => ({
    message: webhookCheck.unreachable(terminalSafe(url), error === null ? webhookCheck.noAnswer : terminalSafe(error)),
    tryMessage: webhookCheck.unreachableHint,
  })
  const english = say(en)
  return new NetworkError(english.message, {code: 'ENDPOINT_UNREACHABLE', tryMessage: english.tryMessage, spoken: say(words())})
}
