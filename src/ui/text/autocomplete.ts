import {words} from '../words/active.js'
import {hanging} from './hanging.js'
import type {Style} from './style.js'

/** What the instructions name: the shell, the command that prints its set-up line, the variable that line sets. */
export interface AutocompleteSetUp {
  bin: string
  shell: string
  scriptCommand: string
  setupVariable: string
}

/**
 * `pay autocomplete SHELL`'s set-up instructions, laid out as oclif's own command lays them out (English byte for
 * byte). At a terminal of `width` columns the sentences wrap between words (a Thai line would break inside one where
 * the terminal cuts it); the commands to copy stay whole.
 */
export function autocompleteInstructions(
  {bin, shell, scriptCommand, setupVariable}: AutocompleteSetUp,
  style: Style,
  width?: number,
): string {
  const said = words().autocomplete
  const tab = shell === 'bash' ? '<TAB><TAB>' : '<TAB>'
  const appendTo = (file: string) => style.cyan(`printf "$(${scriptCommand})" >> ${file}; source ${file}`)
  const step = (number: number, text: string) => hanging(`${number}) `, text, width)
  const prose = (text: string) => hanging('  ', text, width)
  const start = (number: number) => `
${step(number, said.start)}

  ${style.cyan(`${bin} ${tab}`)}                  # ${said.commandCompletion}
  ${style.cyan(`${bin} command --${tab}`)}        # ${said.flagCompletion}
  `
  const steps: Record<string, string> = {
    bash: `
${step(1, said.runCommand)}

  ${appendTo('~/.bashrc')}

${prose(said.addsVariable.bash(style.cyan(setupVariable)))}

${prose(`${style.bold(said.note)}: ${said.loginShell}`)}

  ${appendTo('~/.bash_profile')}

  ${said.or}

  ${appendTo('~/.profile')}
${start(2)}`,
    powershell: `
${step(1, said.runCmdlets)}

  ${style.cyan('New-Item -Type Directory -Path (Split-Path -Parent $PROFILE) -ErrorAction SilentlyContinue')}
${style.cyan(`  Add-Content -Path $PROFILE -Value (Invoke-Expression -Command "${scriptCommand}"); .$PROFILE`)}

${step(2, said.menuComplete)}

  ${style.cyan('Set-PSReadlineKeyHandler -Key Tab -Function MenuComplete')}
${start(3)}`,
    zsh: `
${step(1, said.runCommand)}

  ${appendTo('~/.zshrc')}

${prose(said.addsVariable.zsh(style.cyan(setupVariable)))}

${step(2, said.compaudit)}

  ${style.cyan('compaudit -D')}
${start(3)}`,
  }
  return `
${said.title(bin.toUpperCase())}
==============================================
${steps[shell] ?? ''}
${prose(said.everyTime(tab))}

  ${said.enjoy}
`
}
