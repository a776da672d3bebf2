// The entry of dist/bundle/oclif-runtime.cjs: @oclif/core's runtime and the parts the commands import,
// as one CommonJS file that bin/run.js requires. The commands reach it through the
// package import `#oclif-runtime`, so there is one copy of oclif in the process.
module.exports = {
  execute: require('@oclif/core/execute').execute,
  args: require('@oclif/core/args'),
  command: require('@oclif/core/command'),
  errors: require('@oclif/core/errors'),
  flags: require('@oclif/core/flags'),
  help: require('@oclif/core/help'),
}
