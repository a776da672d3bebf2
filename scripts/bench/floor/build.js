// Builds the floor CLI into a temporary dir: the least oclif CLI of pay's size, made from the same @oclif/core with
// the same esbuild settings as `pay` (scripts/build/esbuild-options.js) and with its manifest. It has pay's commands
// (their manifest entries: ids, flags, help texts) and topics, each a copy of its one real command, `floor get
// TARGET`, which does what `pay balance` does with the least code. `pay` against it measures what `pay` adds to
// oclif's own cost of a CLI with 50 commands (docs/benchmarks.md, "The yardsticks").
import {execFileSync} from 'node:child_process'
import {copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {build} from 'esbuild'

import {commandsBuild, ESM_REQUIRE_BANNER, runtimeBuild} from '../../build/esbuild-options.js'

const here = (name) => fileURLToPath(new URL(name, import.meta.url))
const OCLIF_BIN = fileURLToPath(new URL('../../../node_modules/oclif/bin/run.js', import.meta.url))

/**
 * @param {{manifest: object, topics: object}} like pay's manifest and package.json's topics
 * @returns {Promise<{bin: string, env: object, cleanup: () => void}>}
 */
export async function buildFloor(like) {
  const root = mkdtempSync(join(tmpdir(), 'pay-bench-floor-'))
  const cleanup = () => rmSync(root, {recursive: true, force: true})
  try {
    await writeFloor(root)
    withCommandsOf(root, like)
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
  // esbuild alone: pay's bundle gets require() from its second step (scripts/build/rechunk.js), the floor this way.
  await build({...commandsBuild({entryPoints: {'commands/get': here('get.js')}, outdir}), banner: ESM_REQUIRE_BANNER})
  await build(runtimeBuild({outfile: join(outdir, 'oclif-runtime.cjs')}))
  // In the floor's dir: `oclif manifest` first deletes the oclif.manifest.json of the dir it runs in.
  execFileSync(process.execPath, [OCLIF_BIN, 'manifest', root], {cwd: root, stdio: 'pipe'})
}

/** Gives the floor in `root` pay's commands and topics, beside its own `get`. */
function withCommandsOf(root, {manifest, topics}) {
  const path = join(root, 'oclif.manifest.json')
  const own = JSON.parse(readFileSync(path, 'utf8'))
  const command = join(root, 'bundle', 'commands', 'get.js')
  for (const [id, entry] of Object.entries(manifest.commands)) {
    const relativePath = ['bundle', 'commands', ...id.split(':')]
    relativePath.push(`${relativePath.pop()}.js`)
    mkdirSync(join(root, ...relativePath.slice(0, -1)), {recursive: true})
    copyFileSync(command, join(root, ...relativePath))
    own.commands[id] = {...entry, pluginAlias: 'floor', pluginName: 'floor', relativePath}
  }
  writeFileSync(path, `${JSON.stringify(own, null, 2)}\n`)
  const pjsonPath = join(root, 'package.json')
  const pjson = JSON.parse(readFileSync(pjsonPath, 'utf8'))
  pjson.oclif.topics = topics
  writeFileSync(pjsonPath, `${JSON.stringify(pjson, null, 2)}\n`)
}
