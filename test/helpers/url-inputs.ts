import {readFileSync} from 'node:fs'
import {join} from 'node:path'

import type {CliHome} from './cli.js'
import type {ManifestFlag} from './manifest-flags.js'
import {sourceFiles} from './source-files.js'

/** A flag built with urlFlag (src/cli/flags.ts): its help value marks it in oclif.manifest.json. */
export const isUrlFlag = (flag: Pick<ManifestFlag, 'helpValue'>) => flag.helpValue?.endsWith('URL') === true

/** What else each command with a URL flag needs to get as far as using the URL. */
export const URL_FLAG_COMMANDS: Record<string, (home: CliHome) => string[]> = {
  'profile:add': () => ['profile', 'add', 'other'],
  'sandbox:start': (home) => ['sandbox', 'start', '--port', '0', '--data-dir', join(home.root, 'sandbox')],
  'webhook:listen': () => ['webhook', 'listen', '--port', '0'],
  'webhook:replay': () => ['webhook', 'replay', 'dep_1:deposit.success'],
}

/** The arguments that take a URL, each with the command line that reaches it (`URL` stands for the value). */
export const URL_ARGUMENTS: Record<string, (url: string) => string[]> = {
  'webhook:check url': (url) => ['webhook', 'check', url, '--secret-stdin'],
}

/** The names in src/ that match `pattern` (global), each once, sorted. */
export function namesInSource(pattern: RegExp): string[] {
  return [...new Set(sourceFiles('.').flatMap((path) => readFileSync(path, 'utf8').match(pattern) ?? []))].sort()
}

/** Every PAY_…URL environment variable src/ reads. */
export const payUrlVariables = () => namesInSource(/\bPAY_[A-Z0-9_]*URL\b/g)
