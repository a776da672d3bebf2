import {readdirSync} from 'node:fs'
import {join} from 'node:path'

/** Every TypeScript source of src/ under `root`, as `src/…` paths. */
export function sourceFiles(root: string): string[] {
  return readdirSync(join(root, 'src'), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join('src', file))
}
