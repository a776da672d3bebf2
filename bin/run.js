#!/usr/bin/env node
import {createRequire} from 'node:module'

import {avoidExitWait, enableCompileCache} from '../dist/boot/start.js'

// Before anything else is loaded: Node 22.1+ caches the compiled code of the modules loaded after this.
enableCompileCache()
avoidExitWait()
// oclif's execute(), from the one bundled copy of oclif the commands share (package.json "imports").
const {execute} = createRequire(import.meta.url)('#oclif-runtime')
await execute({dir: import.meta.url})
