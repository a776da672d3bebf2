import type {FoundMistake} from '../../core/signing/diagnosis/mistake-search.js'
import type {Style} from './style.js'

/**
 * Lines naming each mistake found, its detail, and its fix; shared by `pay sign` and `pay webhook verify`.
 * @example renderFoundMistakes([{id: 'method-case', title: 'Method not in uppercase', detail: 'line 1 was post', fix: '…'}], style)
 */
export function renderFoundMistakes(mistakes: FoundMistake[], style: Style): string[] {
  return mistakes.flatMap((mistake) => [
    `  ${style.bold(`• ${mistake.title}`)}${style.dim(` [${mistake.id}]`)}`,
    ...(mistake.detail ? [`    ${mistake.detail}`] : []),
    `    ${style.cyan('→')} ${mistake.fix}`,
  ])
}

export function renderNextSteps(steps: string[], style: Style): string[] {
  return steps.map((step) => `  ${style.cyan('→')} ${step}`)
}

export function renderWarnings(warnings: string[], style: Style): string[] {
  return warnings.map((warning) => `${style.yellow('⚠')} ${warning}`)
}
