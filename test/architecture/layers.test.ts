import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {describe, expect, it} from 'vitest'

import {importsOf} from '../helpers/source-files.js'

// The import graph of src/, read from the sources, against the layer rules of docs/architecture.md: a layer
// imports values only from the layers listed, and types from those and the ones listed under types.
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SRC = join(ROOT, 'src')

const RULES: Record<string, {values: string[]; types?: string[]}> = {
  core: {values: []},
  services: {values: ['core', 'sandbox/control', 'sandbox/shared']},
  ui: {values: ['core'], types: ['services', 'sandbox/control', 'sandbox/server']},
  cli: {values: ['core', 'services', 'ui', 'sandbox/control']},
  flows: {values: ['cli', 'core', 'services', 'ui', 'sandbox/control']},
  boot: {values: [], types: ['services']},
  hooks: {values: ['cli']},
  commands: {
    values: ['cli', 'core', 'flows', 'services', 'ui', 'sandbox/control', 'sandbox/shared'],
    types: ['sandbox/server'],
  },
  'sandbox/control': {values: ['core', 'sandbox/shared', 'sandbox/server']},
  'sandbox/shared': {values: ['core']},
  'sandbox/server': {values: ['core', 'sandbox/shared']},
}

/** A top folder of src/, or for the sandbox, one of its rooms. */
const layerOf = (path: string) => {
  const [top, room] = path.split('/')
  return top === 'sandbox' ? `sandbox/${room}` : top!
}

const sourceFiles = () =>
  readdirSync(SRC, {recursive: true, encoding: 'utf8'}).filter(
    (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.startsWith('types/'),
  )

function violations(): string[] {
  return sourceFiles()
    .flatMap(importsOf)
    .flatMap((edge) => {
      const from = layerOf(edge.from)
      const to = layerOf(edge.to)
      const rule = RULES[from]
      if (from === to || !rule) return []
      if (rule.values.includes(to) || (edge.typeOnly && rule.types?.includes(to))) return []
      return [`${edge.from} -> ${sourceFile(edge.to)}`]
    })
}

/** The file an import names: `x.js` is compiled from `x.ts`, or from `x.tsx` for a view. */
function sourceFile(path: string): string {
  return existsSync(join(SRC, path)) ? path : path.replace(/\.ts$/, '.tsx')
}

/** The "may import" column the docs should show for a layer. */
function mayImport(layer: string): string {
  const rule = RULES[layer]!
  const values = rule.values.length > 0 ? rule.values.join(', ') : 'nothing of this project'
  return rule.types ? `${values}; types: ${rule.types.join(', ')}` : values
}

describe('the layers', () => {
  it('import only what docs/architecture.md allows', () => {
    expect([...new Set(violations())].sort()).toEqual([])
  })

  it('are the ones docs/architecture.md lists, with these rules', () => {
    const docs = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8')
    const rows = Object.fromEntries(
      [...docs.matchAll(/^\| `src\/([\w/]+)\/` \| .* \| (.+) \|$/gm)].map((match) => [match[1]!, match[2]!.trim()]),
    )
    expect(rows).toEqual(Object.fromEntries(Object.keys(RULES).map((layer) => [layer, mayImport(layer)])))
  })
})

/**
 * The groups of modules that import one another, each a cycle (Tarjan's strongly connected components over every
 * import: values, types and lazy `import()`s). In a cycle of values, which module runs first depends on which one is
 * imported first, and a value read at load can be used before it is set; through a type or a lazy import, two
 * files that each need the other are one behaviour cut in two, which a reader has to hold together.
 */
function importCycles(): string[][] {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles()) {
    graph.set(
      file,
      importsOf(file).map((edge) => sourceFile(edge.to)),
    )
  }
  const order = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const cycles: string[][] = []
  const visit = (file: string) => {
    order.set(file, order.size)
    lowest.set(file, order.get(file)!)
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next)
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!))
      } else if (stack.includes(next)) lowest.set(file, Math.min(lowest.get(file)!, order.get(next)!))
    }
    if (lowest.get(file) !== order.get(file)) return
    const group = stack.splice(stack.indexOf(file))
    if (group.length > 1) cycles.push(group.sort())
  }
  for (const file of graph.keys()) if (!order.has(file)) visit(file)
  return cycles
}

describe('the import graph', () => {
  it('has no cycle, types and lazy imports included', () => {
    expect(importCycles()).toEqual([])
  })
})

describe('the command runtime', () => {
  // A runtime file that both words and does a use case is a flow or a service in the wrong room.
  it('imports from ui/ or from services/ in a file, not both: what does both is a flow', () => {
    const both = sourceFiles()
      .filter((file) => file.startsWith('cli/'))
      .filter((file) => {
        const layers = new Set(
          importsOf(file)
            .filter((edge) => !edge.typeOnly)
            .map((edge) => layerOf(edge.to)),
        )
        return layers.has('ui') && layers.has('services')
      })
    expect(both).toEqual([])
  })
})

describe('exit codes', () => {
  it('are set in one place, the base command: commands return their result or throw (OutcomeExit for a result that ends badly)', () => {
    const files = readdirSync(SRC, {recursive: true, encoding: 'utf8'}).filter((file) => /\.tsx?$/.test(file))
    const setting = (pattern: RegExp) => files.filter((file) => pattern.test(readFileSync(join(SRC, file), 'utf8')))
    expect(setting(/\.setExitCode\(/)).toEqual(['cli/base-command.ts'])
    // The IO sets the process's code for the base command (a test double keeps it instead).
    expect(setting(/process\.exitCode\s*=/)).toEqual(['cli/io.ts'])
    // Ending at once and hearing signals also go through the IO, so that in-process tests can drive them.
    expect(setting(/process\.exit\(/)).toEqual(['cli/io.ts'])
    expect(setting(/process\.(on|once)\(('SIG|signal\b)/)).toEqual(['cli/io.ts'])
  })
})
