// The entry of dist/bundle/runtime.js, which bin/run.js imports: oclif's runtime, bundled with the commands
// (dist/bundle/commands/) so that they share one copy of @oclif/core.
export {execute} from '@oclif/core/execute'
