#!/usr/bin/env node
// Development entry: compiles src/ to dist/ first (tsc, incremental) and bundles it as `npm run build` does
// (oclif loads the commands from dist/bundle/), then runs the CLI in oclif's development mode (stack traces,
// no update checks).
import {execFileSync} from 'node:child_process'
import {createRequire} from 'node:module'
import {fileURLToPath} from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--incremental', '--tsBuildInfoFile', 'dist/.tsbuildinfo'], {
  cwd: root,
  stdio: 'inherit',
})
execFileSync(process.execPath, ['scripts/build/bundle.js', '--quiet'], {cwd: root, stdio: 'inherit'})
// oclif's development mode: its stack traces, and no update checks.
process.env.NODE_ENV = 'development'
// Required only now: the bundle is what the two steps above just wrote (package.json "imports").
const {execute} = createRequire(import.meta.url)('#oclif-runtime')
await execute({dir: import.meta.url})
