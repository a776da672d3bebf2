import {execFileSync} from 'node:child_process'
import {fileURLToPath} from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** The files of the checkout git neither tracks nor ignores; undefined outside a git checkout. */
function untracked(): Set<string> | undefined {
  try {
    return new Set(
      execFileSync('git', ['ls-files', '--others', '--exclude-standard'], {cwd: ROOT, encoding: 'utf8'}).split('\n').filter(Boolean),
    )
  } catch {
    return undefined
  }
}

/**
 * Global set-up of `npm test`: no test leaves a file in the checkout. A command run by a test writes where it is
 * told (`--out report.csv`, an example's relative path) and where it runs: in the test's home, never here.
 */
export default function checkoutUntouched(): () => void {
  const before = untracked()
  return () => {
    const added = [...(untracked() ?? [])].filter((file) => before && !before.has(file))
    if (added.length === 0) return
    // Thrown from a global teardown, an error is printed and the run still exits 0: the exit code says it too.
    process.exitCode = 1
    throw new Error(`the tests left ${added.join(', ')} in the checkout: run the command that writes it in a temporary dir`)
  }
}
