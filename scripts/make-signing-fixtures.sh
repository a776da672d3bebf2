#!/usr/bin/env bash
# Computes signing vectors with openssl, independently of the project's code, and writes them as a fixture.
# Run it again only when adding a vector: bash scripts/make-signing-fixtures.sh > test/fixtures/signing-vectors.json
set -euo pipefail
secret='5f2b8c1d9e0a7b6c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071829304'

vector() { # name method target timestamp body
  local name=$1 method=$2 target=$3 ts=$4 body=$5
  local body_sha canonical signature
  body_sha=$(printf '%s' "$body" | openssl dgst -sha256 -r | cut -d' ' -f1)
  canonical=$(printf '%s\n%s\n%s\n%s' "$method" "$target" "$ts" "$body_sha")
  signature=$(printf '%s' "$canonical" | openssl dgst -sha256 -hmac "$secret" -r | cut -d' ' -f1)
  printf '  {"name": "%s", "method": "%s", "target": "%s", "timestamp": "%s", "body_base64": "%s", "body_sha256": "%s", "signature": "%s"}' \
    "$name" "$method" "$target" "$ts" "$(printf '%s' "$body" | base64 -w0)" "$body_sha" "$signature"
}

printf '{"secret": "%s", "vectors": [\n' "$secret"
vector "get balance, empty body" GET /v1/balance 1718790000 ''; printf ',\n'
vector "list with a query string" GET '/v1/withdrawals?limit=5&status=SUCCESS' 1718790100 ''; printf ',\n'
vector "cancel, POST with no body" POST /v1/deposits/0b7c1a52-1111-4c5e-9f00-000000000001/cancel 1718790200 ''; printf ',\n'
vector "create deposit, JSON body" POST /v1/deposits 1718790300 '{"amount":"100.00","payer_bank_provider":"KBANK","payer_bank_account_name":"Somchai","payer_bank_account_number":"1234567890"}'; printf ',\n'
vector "non-ASCII body" POST /v1/withdrawals 1718790400 '{"amount":"500.00","receiver_bank_provider":"SCB","receiver_bank_account_name":"สมชาย ใจดี","receiver_bank_account_number":"0987654321"}'
printf '\n]}\n'
