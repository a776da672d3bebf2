/** The figures of a soak run, one line each, for the console and docs/reliability.md. */
export function printFigures(title: string, figures: Record<string, unknown>): void {
  const lines = Object.entries(figures).map(([name, value]) => `  ${name.padEnd(18)} ${value}`)
  process.stdout.write(`\n${title}\n${lines.join('\n')}\n`)
}
