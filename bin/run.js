#!/usr/bin/env -S node --liftoff-only
// --liftoff-only: undici parses HTTP with a WebAssembly build of llhttp. V8 compiles it at once (Liftoff),
// then recompiles the hot parser in the background (TurboFan), and Node waits for that job before the process
// can exit: ~150 ms after a one-shot request has already printed its answer. Liftoff code is fast enough for
// every response this CLI reads. The flag is given to node on its command line, where V8 options belong;
// `node bin/run.js` without it works the same, only exits later. Measured in docs/performance.md.
import {enableCompileCache} from '../dist/cli/compile-cache.js'

// Before anything else is loaded: Node 22.1+ caches the compiled code of the modules loaded after this.
enableCompileCache()
const {loadOclifRuntime} = await import('../dist/cli/oclif-runtime.js')
const {execute, saveCodeCache} = loadOclifRuntime()
await execute({dir: import.meta.url})
saveCodeCache()
