import {readdirSync} from 'node:fs'
import {join} from 'node:path'

import {defineConfig} from 'vitest/config'

import {needsBuild} from './test/setup/needs-build.js'
import base from './vitest.config.js'

const testFiles = readdirSync('test', {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join('test', file))

/**
 * `npm run test:unit`: every test that needs no build (no `bin/run.js`, pseudo-terminal or built module, in the
 * test or a helper it uses), straight from src/, without the dist/ check of `npm test`.
 */
export default defineConfig({
  ...base,
  test: {...base.test, globalSetup: [], exclude: [...(base.test?.exclude ?? []), ...testFiles.filter((file) => needsBuild(file))]},
})
