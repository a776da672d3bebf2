import {fileURLToPath} from 'node:url'

import {defineConfig} from 'vitest/config'

export default defineConfig({
  // As in the bundle (scripts/build/esbuild-options.js, STRING_WIDTH_ALIAS): Ink and the packages it measures with
  // use pay's width, so that the views tests render are laid out as users see them. Inlined, so the alias reaches them.
  resolve: {alias: {'string-width': fileURLToPath(new URL('src/core/text/string-width.ts', import.meta.url))}},
  test: {
    server: {deps: {inline: ['ink', 'wrap-ansi', 'cli-truncate', 'widest-line', 'ink-testing-library']}},
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/soak/**', 'node_modules/**'],
    // The tests that run bin/run.js run dist/: a run whose dist/ was built from other sources stops first.
    globalSetup: ['test/setup/dist-is-current.ts', 'test/setup/checkout-untouched.ts'],
    setupFiles: ['test/setup/english-errors.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Two files at once on these 2-core machines (vitest's default would be one, cores − 1): most tests wait on
    // a sandbox or a child process rather than compute, so the second worker fills the gaps.
    maxWorkers: 2,
    // oclif warns (outside production, so in tests alone) when a command ends without parsing its arguments, which
    // every test of an error thrown before the parse makes it do: hundreds of lines that hide the real output.
    execArgv: ['--disable-warning=UnparsedCommand'],
  },
})
