// The entry of dist/bundle/runtime.js, which bin/run.js imports: oclif's runtime, bundled together with the
// commands (dist/bundle/commands.js) so both share one copy of @oclif/core.
export {execute} from '@oclif/core/execute'
