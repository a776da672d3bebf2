#!/usr/bin/env node
// Fails when the committed oclif.manifest.json does not describe the built commands: it regenerates the
// manifest from dist/ and compares the two, then puts the committed file back.
import {execFileSync} from 'node:child_process'
import {readFileSync, writeFileSync} from 'node:fs'

const path = 'oclif.manifest.json'
const committed = readFileSync(path, 'utf8')
execFileSync('npx', ['oclif', 'manifest'], {stdio: ['ignore', 'ignore', 'inherit']})
const generated = readFileSync(path, 'utf8')
writeFileSync(path, committed)

const before = JSON.parse(committed).commands
const after = JSON.parse(generated).commands
const ids = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()
const changed = ids.filter((id) => JSON.stringify(before[id]) !== JSON.stringify(after[id]))
if (changed.length > 0) {
  console.error(`oclif.manifest.json is out of date for: ${changed.join(', ')}`)
  console.error('Run `npm run build && npm run manifest` and commit oclif.manifest.json.')
  process.exit(1)
}
console.log(`oclif.manifest.json matches the ${ids.length} commands.`)
