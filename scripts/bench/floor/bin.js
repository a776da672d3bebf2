#!/usr/bin/env node
// The floor CLI's executable, as bin/run.js starts `pay`: Node's compile cache first (on Node 22.1+; the bench
// sets NODE_COMPILE_CACHE to a directory of its own), then oclif's execute() from the bundled runtime.
import module, {createRequire} from 'node:module'

module.enableCompileCache?.()
const {execute} = createRequire(import.meta.url)('#oclif-runtime')
await execute({dir: import.meta.url})
