// The entry of dist/bundle/oclif-runtime.cjs: @oclif/core's runtime and the parts the commands import,
// as one CommonJS file that bin/run.js requires. The commands reach it through the
// package import `#oclif-runtime`, so there is one copy of oclif in the process.
const args = require('@oclif/core/args')
const command = require('@oclif/core/command')
const flags = require('@oclif/core/flags')
const help = require('@oclif/core/help')
const ux = require('@oclif/core/ux')
const {run} = require('@oclif/core/run')
const {flush} = require('@oclif/core/flush')
const {handle} = require('@oclif/core/handle')
const {settings} = require('@oclif/core/settings')

// pay always runs this bundle. Under NODE_ENV=development or test (a developer's shell, a test runner) oclif would
// otherwise look for TypeScript sources to run instead: it loads `typescript` to read tsconfig.json where it is
// installed and warns where it is not, before running the same bundle anyway.
settings.enableAutoTranspile = false

// pay's own escaping (src/core/text/visible-text.ts, compiled by tsc before this is bundled): line breaks and tabs kept,
// every other control, format or separator character shown as \u{…}.
const {terminalSafeLines} = require('../../dist/core/text/visible-text.js')

/**
 * oclif's execute(), but an error oclif prints itself (a parse error of its own commands, help and autocomplete,
 * which repeats the value given) shows controls and bidi characters escaped, never raw. pay's commands print
 * their errors themselves, escaped the same way.
 */
async function execute({dir}) {
  return run(process.argv.slice(2), dir)
    .then((result) => {
      flush()
      return result
    })
    .catch(async (error) => {
      if (error && typeof error.message === 'string') error.message = terminalSafeLines(error.message)
      return handle(error)
    })
}

module.exports = {
  execute,
  args,
  command,
  errors: require('@oclif/core/errors'),
  flags,
  help,
  // What oclif's own commands, bundled as pay's `help` and `autocomplete`, import from '@oclif/core' itself
  // (all of it already in the runtime: oclif's start uses its help and ux).
  core: {Args: args, Command: command.Command, Flags: flags, loadHelpClass: help.loadHelpClass, ux: ux.ux},
}
