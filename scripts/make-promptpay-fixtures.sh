#!/usr/bin/env bash
# Computes CRC-16/CCITT-FALSE vectors with python's binascii.crc_hqx(data, 0xFFFF), independently of the
# project's code, and writes them as a fixture for test/core/promptpay.test.ts.
# Run it again only when adding a vector: bash scripts/make-promptpay-fixtures.sh > test/fixtures/promptpay-crc-vectors.json
set -euo pipefail
python3 - <<'PY'
import binascii, json

texts = [
    ("check string", "123456789"),
    ("empty input", ""),
    ("one byte", "A"),
    ("worked example up to 6304", "00020101021229370016A0000006770101110113006681234567853037645802TH5406100.506304"),
    ("static mobile payload up to 6304", "00020101021129370016A0000006770101110113006689999999953037645802TH6304"),
    ("bill payment up to 6304", "00020101021230510016A00000067701011201150105550123456010208DEP1234553037645802TH540550.016304"),
    ("bank account up to 6304", "00020101021229370016A000000677010111041300412345678905303764540510.005802TH6304"),
    ("UTF-8 text (Thai)", "ไทยพาณิชย์"),
    ("every printable ASCII", "".join(chr(code) for code in range(32, 127))),
]
vectors = [{"name": name, "text": text, "crc": format(binascii.crc_hqx(text.encode("utf-8"), 0xFFFF), "04X")} for name, text in texts]
print(json.dumps({"oracle": "python3 binascii.crc_hqx(data, 0xFFFF)", "vectors": vectors}, ensure_ascii=False, indent=2))
PY
