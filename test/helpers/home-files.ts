import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'

import {expect} from 'vitest'

import {CliHome} from './cli.js'

/** Every file under a directory, recursively. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
}

/** Expects `text` in none of the outputs and in no file under the home (but those `except`). */
export function expectNowhere(home: CliHome, text: string, outputs: string[], except: string[] = []): void {
  for (const output of outputs) expect(output).not.toContain(text)
  for (const file of filesUnder(home.root).filter((path) => !except.includes(path)))
    expect(readFileSync(file, 'utf8'), file).not.toContain(text)
}

/** Runs a test in a home of its own, removed after. */
export async function inFreshHome(test: (home: CliHome) => Promise<void>): Promise<void> {
  const home = new CliHome()
  try {
    await test(home)
  } finally {
    home.cleanup()
  }
}
