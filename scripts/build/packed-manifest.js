// The package.json that goes into the tarball: npm packs the file as it is on disk, and every script in it is for
// working on pay (build, test, bench…), none for installing or running it. `prepack` (after the build) runs
// `strip`, which keeps the file aside and writes it without `scripts`; `postpack` runs `restore`. npm runs both
// around `npm pack` and `npm publish`, and reads the scripts it runs before `prepack`.
import {existsSync, readFileSync, renameSync, writeFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'

const MANIFEST = fileURLToPath(new URL('../../package.json', import.meta.url))
const KEPT = `${MANIFEST}.unpacked`

const step = process.argv[2]
if (step === 'strip') {
  if (existsSync(KEPT)) {
    throw new Error(`${KEPT} is there: an earlier pack stopped before postpack. Check it, move it back to package.json, pack again.`)
  }
  const text = readFileSync(MANIFEST, 'utf8')
  const {scripts: _scripts, ...packed} = JSON.parse(text)
  writeFileSync(KEPT, text)
  writeFileSync(MANIFEST, `${JSON.stringify(packed, null, 2)}\n`)
} else if (step === 'restore') {
  if (existsSync(KEPT)) renameSync(KEPT, MANIFEST)
} else {
  throw new Error('usage: node scripts/build/packed-manifest.js strip|restore')
}
