import {words} from '../words/active.js'
import type {Style} from './style.js'

/** What the instructions name: the shell, the command that prints its set-up line, the variable that line sets. */
export interface AutocompleteSetUp {
  bin: string
  shell: string
  scriptCommand: string
  setupVariable: string
}

/** `pay autocomplete SHELL`'s set-up instructions, laid out as oclif's own command lays them out (English byte for byte). */
export function autocompleteInstructions({bin, shell, scriptCommand, setupVariable}: AutocompleteSetUp, style: Style): string {
  const said = words().autocomplete
  const tab = shell === 'bash' ? '<TAB><TAB>' : '<TAB>'
  const appendTo = (file: string) => style.cyan(`printf "$(${scriptCommand})" >> ${file}; source ${file}`)
  const start = (step: number) => `
${step}) ${said.start}

  ${style.cyan(`${bin} ${tab}`)}                  # ${said.commandCompletion}
  ${style.cyan(`${bin} command --${tab}`)}        # ${said.flagCompletion}
  `
  const steps: Record<string, string> = {
    bash: `
1) ${said.runCommand}

  ${appendTo('~/.bashrc')}

  ${said.addsVariable.bash(style.cyan(setupVariable))}

  ${style.bold(said.note)}: ${said.loginShell}

  ${appendTo('~/.bash_profile')}

  ${said.or}

  ${appendTo('~/.profile')}
${start(2)}`,
    powershell: `
1) ${said.runCmdlets}

  ${style.cyan('New-Item -Type Directory -Path (Split-Path -Parent $PROFILE) -ErrorAction SilentlyContinue')}
${style.cyan(`  Add-Content -Path $PROFILE -Value (Invoke-Expression -Command "${scriptCommand}"); .$PROFILE`)}

2) ${said.menuComplete}

  ${style.cyan('Set-PSReadlineKeyHandler -Key Tab -Function MenuComplete')}
${start(3)}`,
    zsh: `
1) ${said.runCommand}

  ${appendTo('~/.zshrc')}

  ${said.addsVariable.zsh(style.cyan(setupVariable))}

2) ${said.compaudit}

  ${style.cyan('compaudit -D')}
${start(3)}`,
  }
  return `
${said.title(bin.toUpperCase())}
==============================================
${steps[shell] ?? ''}
  ${said.everyTime(tab)}

  ${said.enjoy}
`
}
