#!/usr/bin/env node
// Development entry: compiles src/ to dist/ first (tsc, incremental), then runs the CLI in oclif's
// development mode (stack traces, no update checks).
import {execFileSync} from 'node:child_process'
import {createRequire} from 'node:module'
import {fileURLToPath} from 'node:url'

import {execute} from '@oclif/core'

const root = fileURLToPath(new URL('..', import.meta.url))
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--incremental', '--tsBuildInfoFile', 'dist/.tsbuildinfo'], {
  cwd: root,
  stdio: 'inherit',
})
await execute({development: true, dir: import.meta.url})
