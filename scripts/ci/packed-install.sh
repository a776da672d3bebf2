#!/usr/bin/env bash
# Installs the package as a user would, from its own tarball into a temporary prefix, and runs the main job
# from that install: --version, a detached sandbox, a balance, stop. Fails when packing warns or leaves
# scripts in the packed package.json, and on an engine warning at install.
set -euo pipefail
cd "$(dirname "$0")/../.."

work=$(mktemp -d)
trap 'PAY_DATA_DIR="$work/data" "$work/prefix/bin/pay" sandbox stop >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

tarball=$(npm pack --silent --pack-destination "$work" 2> >(tee "$work/pack.log" >&2) | tail -n 1)
echo "packed $tarball ($(du -k "$work/$tarball" | cut -f1) KiB) on Node $(node --version)"
if grep -qi 'warn' "$work/pack.log"; then
  echo "packing printed a warning (above)" >&2
  exit 1
fi
# Every script is for working on pay, none for installing it (scripts/build/packed-manifest.js).
if tar -xOzf "$work/$tarball" package/package.json | node -e 'process.exit("scripts" in JSON.parse(require("node:fs").readFileSync(0, "utf8")) ? 0 : 1)'; then
  echo "the packed package.json has scripts" >&2
  exit 1
fi
npm install --global --prefix "$work/prefix" "$work/$tarball" --no-audit --no-fund 2>&1 | tee "$work/install.log"
if grep -q 'EBADENGINE' "$work/install.log"; then
  echo "installing printed an engine warning (above)" >&2
  exit 1
fi

export PAY_CONFIG_DIR="$work/config" PAY_CACHE_DIR="$work/cache" PAY_DATA_DIR="$work/data" PAY_NO_UPDATE_NOTIFIER=1
pay="$work/prefix/bin/pay"
"$pay" --version
"$pay" sandbox start --detach --port 0 >/dev/null
"$pay" balance
"$pay" sandbox stop
# Nothing may be written inside the installed package (caches go to the user's cache dir).
if [ -n "$(find "$work/prefix/lib/node_modules" -newer "$work/install.log" -type f -print -quit)" ]; then
  echo "running pay wrote inside the installed package:" >&2
  find "$work/prefix/lib/node_modules" -newer "$work/install.log" -type f >&2
  exit 1
fi
echo "the packed install works"
