/**
 * On Node 20, V8 recompiles undici's WebAssembly HTTP parser in the background (TurboFan) after its first use,
 * and Node waits for that job before the process can exit: ~150 ms after a one-shot request has printed its
 * answer. `--liftoff-only` keeps the first, quick compile. It is set here, before any WebAssembly is compiled,
 * and only on Node 20: on Node 22 and newer the wait is gone, and any V8 flag would cost more than it saves
 * (Node's built-in modules ship compiled for its default flags; another flag makes each one compile again).
 * node:v8 is loaded only then, so that no other runtime pays for loading it. Measured in docs/performance.md.
 */
export function avoidExitWait(
  nodeMajor = Number(process.versions.node.split('.')[0]),
  loadV8 = () => process.getBuiltinModule('node:v8'),
): void {
  if (nodeMajor < 22) loadV8().setFlagsFromString('--liftoff-only')
}
