import {readdirSync, readFileSync} from 'node:fs'
import {dirname, join, relative, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'

/** Every TypeScript source of src/ under `root`, as `src/…` paths. */
export function sourceFiles(root: string): string[] {
  return readdirSync(join(root, 'src'), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join('src', file))
}

const SRC = fileURLToPath(new URL('../../src/', import.meta.url))

/** One import of a file of src/, both named from src/ (`cli/io.ts`). */
export interface Edge {
  from: string
  to: string
  typeOnly: boolean
  /** `import('…')`: evaluated when called, not when the importing module loads. */
  lazy: boolean
}

/** The relative imports of a file of src/ (named from src/), read from its source. */
export function importsOf(file: string): Edge[] {
  const text = readFileSync(join(SRC, file), 'utf8')
  const edges: Edge[] = []
  // `import … from`, `export … from`, a bare `import '…'`, and `import('…')`.
  const pattern =
    /(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^'";]*?from\s+['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g
  for (const match of text.matchAll(pattern)) {
    const target = relative(SRC, resolve(dirname(join(SRC, file)), match[2] ?? match[3] ?? match[4]!)).replace(/\.js$/, '.ts')
    edges.push({from: file, to: target, typeOnly: Boolean(match[1]), lazy: Boolean(match[4])})
  }
  return edges
}
