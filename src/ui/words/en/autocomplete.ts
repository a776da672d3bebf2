/** `pay autocomplete`: how to set up completion in a shell (the words of oclif's own command, said the same in English). */
export const autocomplete = {
  building: 'Building the autocomplete cache',
  done: 'done',
  noShell: 'Missing required argument shell',
  title: (bin: string) => `Setup Instructions for ${bin} CLI Autocomplete ---`,
  runCommand: 'Run this command in your terminal window:',
  addsVariable: {
    bash: (variable: string) =>
      `The previous command adds the ${variable} environment variable to your Bash config file and then sources the file.`,
    zsh: (variable: string) =>
      `The previous command adds the ${variable} environment variable to your zsh config file and then sources the file.`,
  },
  note: 'NOTE',
  loginShell:
    'If you’ve configured your terminal to start as a login shell, you may need to modify the command so it updates either the ~/.bash_profile or ~/.profile file. For example:',
  or: 'Or:',
  runCmdlets: 'Run these two cmdlets in your PowerShell window in the order shown:',
  menuComplete: '(Optional) If you want matching completions printed below the command line, run this cmdlet:',
  compaudit: '(Optional) Run this command to ensure that you have no permissions conflicts:',
  start: 'Start using autocomplete:',
  commandCompletion: 'Command completion',
  flagCompletion: 'Flag completion',
  everyTime: (tab: string) =>
    `Every time you enter ${tab}, the autocomplete feature displays a list of commands (or flags if you type --), along with their summaries. Enter a letter and then ${tab} again to narrow down the list until you end up with the complete command that you want to execute.`,
  enjoy: 'Enjoy!',
}
