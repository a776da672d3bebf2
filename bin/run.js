#!/usr/bin/env node
import {setFlagsFromString} from 'node:v8'

import {execute} from '../dist/bundle/runtime.js'

// undici parses HTTP with a WebAssembly build of llhttp. V8 compiles it at once (Liftoff), then recompiles
// the hot parser in the background (TurboFan), and Node waits for that job before the process can exit:
// ~150 ms after a one-shot request has already printed its answer. Liftoff code is fast enough for every
// response this CLI reads. Measured in docs/performance.md.
setFlagsFromString('--liftoff-only')

await execute({dir: import.meta.url})
