import {Args, Command, Flags, ux} from '@oclif/core'

import {colorEnabled, processIO, stdoutColumns} from '../../cli/io.js'
import {speakChosenLanguage} from '../../cli/language.js'
import {autocompleteInstructions} from '../../ui/text/autocomplete.js'
import {createStyle} from '../../ui/text/style.js'
import {words} from '../../ui/words/active.js'

/**
 * `pay autocomplete`: oclif's command (@oclif/plugin-autocomplete), its arguments, flags and help the same, with its
 * instructions said in the run's language. The scripts are still written by oclif's `autocomplete create`, and the
 * line a shell sources printed by its `autocomplete script` (both bundled as pay's, scripts/build/bundle.js).
 */
export default class AutocompleteCommand extends Command {
  static override description = 'Display autocomplete installation instructions.'
  static override args = {
    shell: Args.string({description: 'Shell type', options: ['zsh', 'bash', 'powershell'], required: false}),
  }
  static override examples = [
    '$ <%= config.bin %> autocomplete',
    '$ <%= config.bin %> autocomplete bash',
    '$ <%= config.bin %> autocomplete zsh',
    '$ <%= config.bin %> autocomplete powershell',
    '$ <%= config.bin %> autocomplete --refresh-cache',
  ]
  static override flags = {
    'refresh-cache': Flags.boolean({char: 'r', description: 'Refresh cache (ignores displaying instructions)'}),
  }

  async run(): Promise<void> {
    const {args, flags} = await this.parse(AutocompleteCommand)
    const io = processIO()
    await speakChosenLanguage(io.env, io.env.PAY_CONFIG_DIR ?? this.config.configDir)
    const said = words().autocomplete
    const shell = args.shell ?? this.usersShell()
    ux.action.start(createStyle(colorEnabled(io, io.stderrIsTTY)).bold(said.building))
    await this.config.runCommand('autocomplete:create', [])
    ux.action.stop(said.done)
    if (flags['refresh-cache']) return
    const {bin, topicSeparator} = this.config
    const setUp = {
      bin,
      shell,
      scriptCommand: `${bin} autocomplete${topicSeparator}script ${shell}`,
      setupVariable: `${bin.toUpperCase().replaceAll('-', '_')}_AC_${shell.toUpperCase()}_SETUP_PATH`,
    }
    this.log(autocompleteInstructions(setUp, createStyle(colorEnabled(io, io.stdoutIsTTY)), stdoutColumns(io)))
  }

  /** The shell pay runs in, as oclif's command finds it (Git Bash on Windows is bash). */
  private usersShell(): string {
    const {shell} = this.config
    if (!shell) this.error(words().autocomplete.noShell)
    return shell.endsWith('\\bash.exe') ? 'bash' : shell
  }
}
