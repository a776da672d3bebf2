#!/usr/bin/env bash
# The main job against the embedded sandbox: start it, create a PromptPay deposit, pay it, see it credited.
# Everything lives in a temporary directory; your own profiles and data are not touched.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
export PAY_CONFIG_DIR="$work/config" PAY_CACHE_DIR="$work/cache" PAY_DATA_DIR="$work/data"
pay() { node bin/run.js "$@"; }
cleanup() {
  pay sandbox stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

# Shows a command as a person would type it, so it can be pasted: a word the shell would read otherwise in
# single quotes, as pay's own hints quote it (src/core/text/shell-word.ts).
word() { if [[ $1 =~ ^[A-Za-z0-9_@%+=:,./-]+$ ]]; then printf ' %s' "$1"; else printf " '%s'" "${1//\'/\'\\\'\'}"; fi; }
step() {
  local line='' arg
  for arg in "$@"; do line+=$(word "$arg"); done
  printf '\n\033[1m$ pay%s\033[0m\n' "$line"
}

step sandbox start --detach --port "$port"
pay sandbox start --detach --port "$port" --withdrawal-step-ms 200

step balance
pay balance

step deposit create --amount 100.00 --payer-bank KBANK --payer-name "Somchai Jaidee" --payer-account 1234567890 --no-watch
deposit_json=$(pay deposit create --amount 100.00 --payer-bank KBANK --payer-name "Somchai Jaidee" --payer-account 1234567890 --no-watch --json)
deposit_id=$(printf '%s' "$deposit_json" | node -e "process.stdout.write(JSON.parse(require('node:fs').readFileSync(0,'utf8')).id)")
pay deposit get "$deposit_id"

step test simulate-transfer "$deposit_id"
pay test simulate-transfer "$deposit_id"

step deposit get "$deposit_id"
pay deposit get "$deposit_id"

step balance
pay balance

step sandbox stop
pay sandbox stop
