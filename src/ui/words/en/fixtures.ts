import {plural} from '../plural.js'

const steps = (count: number) => plural('en', count, {one: '# step', other: '# steps'})

export const fixtures = {
  start: (count: number, file: string, description?: string) =>
    `Running ${steps(count)} of ${file}${description ? `: ${description}` : '.'}`,
  done: (count: number) => `${steps(count)} answered 2xx. Each answer is printed with --json.`,
  took: (ms: number) => `${ms} ms`,
  step: (index: number, name: string) => `Step ${index}: ${name}`,
  unresolved: (references: string[]) =>
    `Left as written, filled in from earlier answers when it runs (so its body and signature will differ): ${references.join(', ')}`,
  question: (count: number, file: string) =>
    `Send ${plural('en', count, {one: '# request', other: '# requests'})} that may move money, from ${file}, with the live key?`,
}
