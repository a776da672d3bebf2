import {loadYoga} from 'yoga-layout/load'

/**
 * yoga-layout as Ink imports it (its default export), loaded without the global `fetch`: the bundle resolves Ink's
 * `yoga-layout` to this module (scripts/build/esbuild-options.js, YOGA_LAYOUT). yoga's Emscripten loader reads its
 * WebAssembly, a data: URL inside its own file, with `fetch` when there is one, and Node's first call of `fetch` loads
 * its undici (~20 ms of CPU before the first frame of a live view, Node 24). Without it, the loader decodes the
 * bytes in place. It looks for `fetch` only while `loadYoga()` starts, synchronously: nothing else runs meanwhile.
 */
const fetchProperty = Object.getOwnPropertyDescriptor(globalThis, 'fetch')
delete (globalThis as {fetch?: unknown}).fetch
const loading = loadYoga()
if (fetchProperty) Object.defineProperty(globalThis, 'fetch', fetchProperty)

export default await loading
