/**
 * Loads modules as at a person's terminal. Ink decides once, when it is first loaded, whether it runs in CI (the
 * CI variable), and then draws only the last frame; a test that stands for a terminal loads Ink with CI off.
 */
export async function loadOutsideCi<T>(load: () => Promise<T>): Promise<T> {
  const ci = process.env.CI
  process.env.CI = 'false'
  try {
    return await load()
  } finally {
    if (ci === undefined) delete process.env.CI
    else process.env.CI = ci
  }
}
