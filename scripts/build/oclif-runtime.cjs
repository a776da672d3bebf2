// The entry of dist/bundle/oclif-runtime.cjs: @oclif/core's runtime and the parts the commands import,
// as one CommonJS file that bin/run.js requires. The commands reach it through the
// package import `#oclif-runtime`, so there is one copy of oclif in the process.
const args = require('@oclif/core/args')
const command = require('@oclif/core/command')
const flags = require('@oclif/core/flags')
const help = require('@oclif/core/help')
const ux = require('@oclif/core/ux')

module.exports = {
  execute: require('@oclif/core/execute').execute,
  args,
  command,
  errors: require('@oclif/core/errors'),
  flags,
  help,
  // What oclif's own commands, bundled as pay's `help` and `autocomplete`, import from '@oclif/core' itself
  // (all of it already in the runtime: oclif's start uses its help and ux).
  core: {Args: args, Command: command.Command, Flags: flags, loadHelpClass: help.loadHelpClass, ux: ux.ux},
}
