#!/usr/bin/env node
// Writes docs/commands.md, the reference of every command and flag, from the built commands and the manifest
// (`oclif readme`); with --check it writes nothing and fails when docs/commands.md is not what it would write.
import {execFileSync} from 'node:child_process'
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const TARGET = join(ROOT, 'docs/commands.md')
const TEMPLATE = `# Command reference

Every command, its arguments, flags and examples, as \`pay COMMAND --help\` prints them. This page is generated
(\`npm run reference\`); CI fails when it is stale. The tour is in [usage.md](usage.md).

<!-- commands -->
<!-- commandsstop -->
`

function generate() {
  const dir = mkdtempSync(join(tmpdir(), 'pay-reference-'))
  try {
    const page = join(dir, 'commands.md')
    writeFileSync(page, TEMPLATE)
    const oclif = join(ROOT, 'node_modules/oclif/bin/run.js')
    // A fixed width, so that the page does not depend on the terminal it was made at.
    const env = {...process.env, COLUMNS: '120', OCLIF_COLUMNS: '120', NO_COLOR: '1'}
    execFileSync(process.execPath, [oclif, 'readme', '--readme-path', page, '--no-aliases', '--no-source-links'], {
      cwd: ROOT,
      env,
      stdio: 'pipe',
    })
    return readFileSync(page, 'utf8')
  } finally {
    rmSync(dir, {recursive: true, force: true})
  }
}

const page = generate()
if (process.argv.includes('--check')) {
  let current = ''
  try {
    current = readFileSync(TARGET, 'utf8')
  } catch {}
  if (current !== page) {
    console.error('docs/commands.md is stale: run `npm run build && npm run reference` and commit it.')
    process.exit(1)
  }
  console.log('docs/commands.md matches the commands.')
} else {
  writeFileSync(TARGET, page)
  console.log('wrote docs/commands.md')
}
