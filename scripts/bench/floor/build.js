// Builds the floor CLI into a temporary dir: the least oclif CLI that does what `pay balance` does, made from
// the same @oclif/core with the same esbuild settings as `pay` (scripts/build/esbuild-options.js) and with its
// manifest. `pay` against it measures what `pay` adds to its framework (docs/performance.md).
import {execFileSync} from 'node:child_process'
import {copyFileSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {build} from 'esbuild'

import {commandsBuild, requireWhereUsed, runtimeBuild} from '../../build/esbuild-options.js'

const here = (name) => fileURLToPath(new URL(name, import.meta.url))
const OCLIF_BIN = fileURLToPath(new URL('../../../node_modules/oclif/bin/run.js', import.meta.url))

/** @returns {Promise<{bin: string, env: object, cleanup: () => void}>} */
export async function buildFloor() {
  const root = mkdtempSync(join(tmpdir(), 'pay-bench-floor-'))
  const cleanup = () => rmSync(root, {recursive: true, force: true})
  try {
    await writeFloor(root)
  } catch (error) {
    cleanup()
    throw error
  }
  return {
    bin: join(root, 'bin.js'),
    // Its own compile cache and config dirs, so that it neither shares nor reads the user's.
    env: {
      NODE_COMPILE_CACHE: join(root, 'compile-cache'),
      XDG_CONFIG_HOME: join(root, 'config'),
      XDG_CACHE_HOME: join(root, 'cache'),
      XDG_DATA_HOME: join(root, 'data'),
    },
    cleanup,
  }
}

async function writeFloor(root) {
  const manifest = {
    name: 'floor',
    version: '0.0.0',
    type: 'module',
    files: ['bin.js', 'bundle'],
    imports: {'#oclif-runtime': './bundle/oclif-runtime.cjs'},
    oclif: {bin: 'floor', dirname: 'pay-bench-floor', commands: './bundle/commands', topicSeparator: ' '},
  }
  writeFileSync(join(root, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  copyFileSync(here('bin.js'), join(root, 'bin.js'))
  const outdir = join(root, 'bundle')
  const commands = await build(commandsBuild({entryPoints: {'commands/get': here('get.js')}, outdir}))
  requireWhereUsed(Object.keys(commands.metafile.outputs).map((output) => join(process.cwd(), output)))
  await build(runtimeBuild({outfile: join(outdir, 'oclif-runtime.cjs')}))
  // In the floor's dir: `oclif manifest` first deletes the oclif.manifest.json of the dir it runs in.
  execFileSync(process.execPath, [OCLIF_BIN, 'manifest', root], {cwd: root, stdio: 'pipe'})
}
