import {defineConfig} from 'vitest/config'

// `npm run test:soak`: the long load, fault and crash runs of test/soak, one file at a time so that each has
// both cores; bounded in count and time, loopback only.
export default defineConfig({
  test: {
    include: ['test/soak/**/*.soak.test.ts'],
    setupFiles: ['test/setup/english-errors.ts'],
    testTimeout: 900_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
})
