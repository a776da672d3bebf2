/** `pay fixtures run`'s scenario file and `--set` refused, and a step refused or failed (src/services/fixtures/). */
export const scenario = {
  setMalformed: (text: string) => `--set "${text}": expected STEP.FIELD=VALUE (or STEP.FIELD:=JSON).`,
  setExample: 'For example --set deposit.amount=250.00, or --set deposit.callback_meta:={"order":7}.',
  setNotJson: (text: string) => `--set "${text}": the value after ":=" is not JSON.`,
  quoteJson: 'Use STEP.FIELD=TEXT for a string, or quote the JSON for the shell: --set \'deposit.callback_meta:={"order":7}\'.',
  unreadable: (file: string, reason: string) => `Cannot read ${file}: ${reason}`,
  checkPath: 'Check the path of the scenario file.',
  notJson: (file: string, reason: string) => `${file} is not JSON: ${reason}; nothing was sent.`,
  fixFile: 'Fix the file and run it again.',
  invalid: (file: string, count: number) => `${file}: ${count === 1 ? 'a problem' : `${count} problems`}; nothing was sent.`,
  /** One line of the list: `step` null for the file as a whole. */
  problemLine: (step: string | null, field: string, problem: string) =>
    step === null ? `  ${field}: ${problem}` : `  step "${step}", ${field}: ${problem}`,
  /** Where a problem is when it is the file or the step itself, not one of its fields. */
  wholeFile: '(file)',
  wholeStep: '(step)',
  fixScenario: 'Fix the file (docs/fixtures.md describes it) and run it again.',
  problems: {
    missing: 'is missing',
    unknownFields: (names: string[]) => (names.length > 1 ? `unknown fields ${names.join(', ')}` : 'unknown field'),
    /** zod's own words, which `details.problems` keeps. */
    wrongType: (expected: string, received: string) => `Invalid input: expected ${expected}, received ${received}`,
    notOneOf: (options: string[]) => `Invalid option: expected one of ${options.map((option) => `"${option}"`).join('|')}`,
    empty: 'Too small: expected string to have >=1 characters',
    badStepName: 'a step name is letters, digits, "_" and "-", starting with a letter or "_"',
    pathWithoutSlash: 'a path starts with "/", e.g. /v1/deposits',
    noSteps: 'a scenario has at least one step',
    /** `issue`: the schema's English, quoted. */
    schema: (issue: string) => issue,
    nameTwice: (position: number, first: number) => `step ${position} has the name of step ${first}; names must be unique`,
    bodyOnGet: 'a GET sends no body: remove it, or use another method',
    setNoStep: (name: string, steps: string[]) => `--set names no step "${name}" (the steps are ${steps.join(', ')})`,
    setNotObject: '--set cannot set a field inside a value that is not an object',
  },
  /** `${STEP.FIELD}` and why it cannot be used, before anything is sent. */
  references: {
    notStepField: (reference: string) => `\${${reference}} is not STEP.FIELD, e.g. \${deposit.id}`,
    noSuchStep: (reference: string, name: string, steps: string[]) =>
      `\${${reference}} names no step "${name}" (the steps are ${steps.join(', ')})`,
    ownStep: (reference: string) => `\${${reference}} refers to its own step; only the answers of earlier steps can be used`,
    laterStep: (reference: string, name: string, position: number) =>
      `\${${reference}} refers to step "${name}", which runs later (step ${position}); only earlier answers exist`,
    noFieldNamed: (reference: string, name: string) => `\${${reference}} names no field of step "${name}"'s answer, e.g. \${${name}.id}`,
    fieldNotInAnswer: (reference: string, name: string) => `\${${reference}} names a field that the answer of step "${name}" does not have`,
    objectInText: (reference: string) =>
      `\${${reference}} is an object or array: only a string that holds nothing but the reference can take it`,
  },
  /** What was sent before the step that stopped: `done`, the steps answered. */
  sentBefore: (done: string[]) => (done.length === 0 ? 'No step was sent before it.' : `Sent before it: ${done.join(', ')}.`),
  unresolved: (step: string, field: string, why: string, before: string) => `Step "${step}", ${field}: ${why}; it was not sent. ${before}`,
  nameAField: 'See the answers of the earlier steps with --json, and name one of their fields.',
  /** `reason`: the step's error, said. */
  stepFailed: (step: string, method: string, target: string, reason: string, before: string) =>
    `Step "${step}" (${method} ${target}) failed: ${reason.replace(/\.?$/, '.')} ${before}`,
  retryWithStepKey: (key: string) =>
    `It may or may not have been processed: to send it again without a second object, give the step "idempotency_key": "${key}".`,
}
