import type {MistakeDetail, MistakeId} from '../../core/signing/diagnosis/mistake-facts.js'
import type {FoundMistake} from '../../core/signing/diagnosis/mistake-search.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import type {Words} from '../words/en/index.js'
import type {Style} from './style.js'

/** A mistake found, in words: what `--json` carries (said with the English catalog) and what people read. */
export interface SaidMistake {
  id: MistakeId
  title: string
  detail?: string
  fix: string
}

/**
 * A mistake's title, detail and fix in the words given; the detail's values unescaped, as signed.
 * @example saidMistake({id: 'method-case', detail: {kind: 'line-was', line: 1, value: 'post'}}, en) // {id, title: 'Method not in uppercase', detail: 'line 1 was post', fix: '…'}
 */
export function saidMistake(mistake: FoundMistake, said: Words): SaidMistake {
  const {titles, fixes} = said.mistakes
  const detail = mistake.detail && mistakeDetail(mistake.detail, said)
  return {id: mistake.id, title: titles[mistake.id], ...(detail === undefined ? {} : {detail}), fix: fixes[mistake.id]}
}

function mistakeDetail(detail: MistakeDetail, said: Words): string {
  const {details, layouts, queryRewrites, secretWhitespace} = said.mistakes
  switch (detail.kind) {
    case 'body-written-as':
      return details.bodyWrittenAs(layouts[detail.keyOrder][detail.layout])
    case 'body-newline':
      return detail.change === 'added' ? details.newlineAdded : details.newlineRemoved
    case 'body-line-endings':
      return detail.signed === 'crlf' ? details.signedWithCrlf : details.signedWithLf
    case 'line-was':
      return details.lineWas(detail.line, detail.value)
    case 'query-rewritten':
      return details.queryRewritten(queryRewrites[detail.rewrite], detail.target)
    case 'timestamp-in-milliseconds':
      return details.inMilliseconds(detail.timestamp)
    case 'timestamp-in-seconds':
      return details.inSeconds(detail.timestamp)
    case 'timestamp-offset':
      return details.offset(detail.timestamp, detail.offsetSeconds)
    case 'empty-body-stand-in':
      return details.emptyBodyStandIn(detail.text)
    case 'empty-body-hash-left-empty':
      return details.emptyBodyHashLeftEmpty
    case 'secret-whitespace':
      return secretWhitespace[detail.change]
    case 'signature-encoding':
      return detail.encoding
  }
}

/**
 * Lines naming each mistake found, its detail, and its fix, in the run's language; shared by `pay sign` and
 * `pay webhook verify`.
 * @example renderFoundMistakes([{id: 'method-case', detail: {kind: 'line-was', line: 1, value: 'post'}}], style)
 */
export function renderFoundMistakes(mistakes: FoundMistake[], style: Style): string[] {
  return mistakes.flatMap((found) => {
    const mistake = saidMistake(found, words())
    return [
      `  ${style.bold(`• ${mistake.title}`)}${style.dim(` [${mistake.id}]`)}`,
      // The detail holds what was signed (a path, a method): shown escaped.
      ...(mistake.detail ? [`    ${terminalSafe(mistake.detail)}`] : []),
      `    ${style.cyan('→')} ${mistake.fix}`,
    ]
  })
}

export function renderNextSteps(steps: string[], style: Style): string[] {
  return steps.map((step) => `  ${style.cyan('→')} ${step}`)
}

export function renderWarnings(warnings: string[], style: Style): string[] {
  return warnings.map((warning) => `${style.yellow('⚠')} ${warning}`)
}
