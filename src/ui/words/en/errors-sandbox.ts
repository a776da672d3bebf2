import type {
  ReferenceFact,
  SandboxFact,
  ScenarioFact,
  ScenarioProblemFact,
  ScenarioProblemFacts,
  TriggerFact,
} from '../../../core/error-facts.js'
import {terminalSafeLines} from '../../../core/text/visible-text.js'
import type {ErrorWords} from '../error-words.js'
import {error} from './error.js'

const notSandbox = {
  'expire-on-demand':
    'the service expires a deposit only when its match window closes (7 minutes after creation); its API cannot expire one on demand',
  'settle-withdrawal':
    "the service settles a withdrawal only by its team's manual approval, and its API has no way to make a test withdrawal succeed, fail or be rejected",
  'webhook-test': 'the service sends webhook.test only from the Test button of its Portal; its API has no endpoint for it',
}

/** What was sent before the step that stopped: `done`, the steps answered. */
const sentBefore = (done: string[]) => (done.length === 0 ? 'No step was sent before it.' : `Sent before it: ${done.join(', ')}.`)

/** One line of the list of a scenario file's problems. */
function problemLine({step, field, problem}: ScenarioProblemFacts): string {
  const where = field === undefined ? (step === null ? '(file)' : '(step)') : field
  const what = problemText(problem)
  return step === null ? `  ${where}: ${what}` : `  step "${step}", ${where}: ${what}`
}

function problemText(fact: ScenarioProblemFact): string {
  switch (fact.code) {
    case 'missing':
      return 'is missing'
    case 'unknown-fields':
      return fact.names.length > 1 ? `unknown fields ${fact.names.join(', ')}` : 'unknown field'
    // zod's own words, which `details.problems` keeps.
    case 'wrong-type':
      return `Invalid input: expected ${fact.expected}, received ${fact.received}`
    case 'not-one-of':
      return `Invalid option: expected one of ${fact.options.map((option) => `"${option}"`).join('|')}`
    case 'empty':
      return 'Too small: expected string to have >=1 characters'
    case 'bad-step-name':
      return 'a step name is letters, digits, "_" and "-", starting with a letter or "_"'
    case 'path-without-slash':
      return 'a path starts with "/", e.g. /v1/deposits'
    case 'no-steps':
      return 'a scenario has at least one step'
    case 'schema':
      return fact.issue
    case 'name-twice':
      return `step ${fact.position} has the name of step ${fact.first}; names must be unique`
    case 'body-on-get':
      return 'a GET sends no body: remove it, or use another method'
    case 'set-no-step':
      return `--set names no step "${fact.name}" (the steps are ${fact.steps.join(', ')})`
    case 'set-not-object':
      return '--set cannot set a field inside a value that is not an object'
    case 'reference':
      return referenceText(fact.reference, fact.problem)
  }
}

/** Why `${STEP.FIELD}` cannot be used, before anything is sent. */
function referenceText(reference: string, fact: ReferenceFact): string {
  const ref = `\${${reference}}`
  switch (fact.code) {
    case 'not-step-field':
      return `${ref} is not STEP.FIELD, e.g. \${deposit.id}`
    case 'no-such-step':
      return `${ref} names no step "${fact.name}" (the steps are ${fact.steps.join(', ')})`
    case 'own-step':
      return `${ref} refers to its own step; only the answers of earlier steps can be used`
    case 'later-step':
      return `${ref} refers to step "${fact.name}", which runs later (step ${fact.position}); only earlier answers exist`
    case 'no-field-named':
      return `${ref} names no field of step "${fact.name}"'s answer, e.g. \${${fact.name}.id}`
  }
}

/** The sandbox not there, already running or not answering; `pay trigger` and `pay fixtures run` refused. */
export const sandboxErrors = {
  'sandbox-not-running': ({dataDir}) => ({
    message: `No sandbox is running for ${dataDir}.`,
    tryMessage: 'Start one with `pay sandbox start --detach` (and the same --sandbox-data-dir).',
  }),
  'sandbox-not-found': ({dataDir}) => ({
    message: `No sandbox has run with the data dir ${dataDir}.`,
    tryMessage: 'Start one with `pay sandbox start`.',
  }),
  'sandbox-running': ({baseUrl, pid, dataDir}) => ({
    message: `A sandbox is already running on ${baseUrl} (pid ${pid}) for ${dataDir}.`,
    tryMessage: 'Use it as it is, or stop it first with `pay sandbox stop`.',
  }),
  'sandbox-start-failed': ({logPath, reason, next}) => ({
    message: reason === undefined ? 'The sandbox did not start.' : `The sandbox did not start: ${reason}`,
    tryMessage: reason === undefined ? `See its log: ${logPath}` : `${next ? `${next} ` : ''}The whole log: ${logPath}`,
  }),
  'sandbox-unanswered': ({baseUrl, why, seconds, reason}) => ({
    message:
      why === 'timed-out'
        ? `The sandbox at ${baseUrl} gave no whole answer within ${seconds} s.`
        : why === 'too-large'
          ? `The sandbox at ${baseUrl} answered more than pay reads; it is not the sandbox's answer.`
          : `The sandbox at ${baseUrl} could not be asked: ${reason ?? ''}.`,
    tryMessage: 'Check it with `pay sandbox status`; if it hangs, restart it: `pay sandbox stop`, then `pay sandbox start --detach`.',
  }),
  'no-webhook-url': ({eventTypes}) => ({
    message: `The sandbox merchant has no webhook URL, so ${eventTypes.join(' and ')} would be delivered nowhere. Nothing was sent.`,
    tryMessage:
      'Run `pay webhook listen` in another terminal (it registers itself with the sandbox), or start the sandbox with --webhook-url URL.',
  }),
  'event-not-subscribed': ({eventTypes, merchantId}) => ({
    message: `The sandbox merchant is not subscribed to ${eventTypes.join(', ')}, so it would not be delivered. Nothing was sent.`,
    tryMessage: `Subscribe to it through the sandbox admin API (PUT /_sandbox/merchants/${merchantId}/webhook with "events"), or drop "events" to receive all.`,
  }),
  'override-not-pair': ({pair}) => ({
    message: `--override "${pair}" is not field=value.`,
    tryMessage: 'Write each as --override field=value, e.g. --override amount=250.00.',
  }),
  'override-no-object': ({field, event}) => ({
    message: `--override ${field}: ${event} creates no object, so it takes no --override. Nothing was sent.`,
    tryMessage: 'Drop --override.',
  }),
  'override-unknown': ({field, event, known}) => ({
    message: `--override ${field}: ${event} has no field "${field}". Nothing was sent.`,
    tryMessage: `It takes: ${known.join(', ')}.`,
  }),
  'override-twice': ({field}) => ({message: `--override ${field} is given twice.`, tryMessage: 'Give each field once.'}),
  'trigger-needs-sandbox': ({event, why, baseUrl}) =>
    baseUrl === undefined
      ? {
          message: `\`pay trigger ${event}\` needs the sandbox. Against the service, ${notSandbox[why]}. Nothing was sent.`,
          tryMessage:
            'Run it against the sandbox (`pay sandbox start`, then `--profile sandbox`); against the service, `pay trigger deposit.success` works in test mode.',
        }
      : {
          message: `\`pay trigger ${event}\` needs the sandbox. No running sandbox serves ${baseUrl}, and against the service ${notSandbox[why]}. Nothing was sent.`,
          tryMessage: 'Start the sandbox with `pay sandbox start --detach` and run the trigger again.',
        },
  'set-malformed': ({text}) => ({
    message: `--set "${text}": expected STEP.FIELD=VALUE (or STEP.FIELD:=JSON).`,
    tryMessage: 'For example --set deposit.amount=250.00, or --set deposit.callback_meta:={"order":7}.',
  }),
  'set-not-json': ({text}) => ({
    message: `--set "${text}": the value after ":=" is not JSON.`,
    tryMessage: 'Use STEP.FIELD=TEXT for a string, or quote the JSON for the shell: --set \'deposit.callback_meta:={"order":7}\'.',
  }),
  'scenario-unreadable': ({file, reason}) => ({
    message: `Cannot read ${file}: ${reason}`,
    tryMessage: 'Check the path of the scenario file.',
  }),
  'scenario-not-json': ({file, reason}) => ({
    message: `${file} is not JSON: ${reason}; nothing was sent.`,
    tryMessage: 'Fix the file and run it again.',
  }),
  'invalid-scenario': ({file, problems}) => ({
    message: [
      `${file}: ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}; nothing was sent.`,
      ...problems.map(problemLine),
    ].join('\n'),
    tryMessage: 'Fix the file (docs/fixtures.md describes it) and run it again.',
  }),
  'unresolved-reference': ({step, field, reference, problem, done}) => {
    const ref = `\${${reference}}`
    const why =
      problem.code === 'field-not-in-answer'
        ? `${ref} names a field that the answer of step "${problem.name}" does not have`
        : `${ref} is an object or array: only a string that holds nothing but the reference can take it`
    return {
      message: `Step "${step}", ${field}: ${why}; it was not sent. ${sentBefore(done)}`,
      tryMessage: 'See the answers of the earlier steps with --json, and name one of their fields.',
    }
  },
  // The step's own error: said from its facts, else its message (the service's words) as it came.
  'step-failed': ({step, method, target, done, retryKey}, {raw: {failure}, say}) => {
    const cause = failure.facts && say(failure.facts)
    const reason = cause?.message ?? terminalSafeLines(failure.message)
    return {
      message: `Step "${step}" (${method} ${target}) failed: ${reason.replace(/\.?$/, '.')} ${sentBefore(done)}`,
      tryMessage:
        retryKey === undefined
          ? cause
            ? cause.tryMessage
            : (error.hints[failure.code] ?? failure.tryMessage)
          : `It may or may not have been processed: to send it again without a second object, give the step "idempotency_key": "${retryKey}".`,
    }
  },
} satisfies Pick<ErrorWords, SandboxFact['code'] | TriggerFact['code'] | ScenarioFact['code'] | 'no-webhook-url' | 'event-not-subscribed'>
