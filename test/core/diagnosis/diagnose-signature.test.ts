import {describe, expect, it} from 'vitest'

import {diagnoseSignature} from '../../../src/core/signing/diagnosis/diagnose-signature.js'
import {signRequest} from '../../../src/core/signing/sign-request.js'
import {saidMistake} from '../../../src/ui/text/found-mistakes.js'
import {en} from '../../../src/ui/words/en/index.js'
import {type BuggyRequest, buggySignature, SECRET, sha256, TIMESTAMP} from './buggy-client.js'

const DEPOSIT = {amount: '100.00', payer_bank_provider: 'KBANK', payer_bank_account_name: 'Somchai', meta: {order: 'A-1'}}
const COMPACT = JSON.stringify(DEPOSIT)
const PRETTY = JSON.stringify(DEPOSIT, null, 2)
const SORTED = JSON.stringify({amount: '100.00', meta: {order: 'A-1'}, payer_bank_account_name: 'Somchai', payer_bank_provider: 'KBANK'})
const PYTHON_DEFAULT =
  '{"amount": "100.00", "payer_bank_provider": "KBANK", "payer_bank_account_name": "Somchai", "meta": {"order": "A-1"}}'
const PYTHON_SORTED = '{"amount": "100.00", "meta": {"order": "A-1"}, "payer_bank_account_name": "Somchai", "payer_bank_provider": "KBANK"}'

/** What `pay sign` is given: the request as it was sent. */
interface SentRequest {
  method: string
  target: string
  body: string
  timestamp?: string
}

const postDeposit = (body: string): SentRequest => ({method: 'POST', target: '/v1/deposits', body})
const get = (target: string): SentRequest => ({method: 'GET', target, body: ''})

/** The bug: the request as the client signed it, starting from what it sent. */
function signedWith(sent: SentRequest, bug: Partial<BuggyRequest>): string {
  return buggySignature({method: sent.method, target: sent.target, timestamp: sent.timestamp ?? TIMESTAMP, body: sent.body, ...bug})
}

function diagnose(sent: SentRequest, expectedSignature: string, timestampSearchSeconds?: number) {
  return diagnoseSignature({
    secret: SECRET,
    method: sent.method,
    target: sent.target,
    timestamp: sent.timestamp ?? TIMESTAMP,
    body: Buffer.from(sent.body, 'utf8'),
    expectedSignature,
    timestampSearchSeconds,
  })
}

interface MistakeCase {
  name: string
  sent: SentRequest
  bug: Partial<BuggyRequest>
  /** The ids named, in order: one mistake, or two made together. */
  mistakes: string[]
  detail?: string
}

const CASES: MistakeCase[] = [
  {
    name: 'body pretty-printed with 2 spaces',
    sent: postDeposit(COMPACT),
    bug: {body: PRETTY},
    mistakes: ['body-reserialised-spacing'],
    detail: 'JSON.stringify(body, null, 2)',
  },
  {
    name: 'body pretty-printed with 4 spaces',
    sent: postDeposit(COMPACT),
    bug: {body: JSON.stringify(DEPOSIT, null, 4)},
    mistakes: ['body-reserialised-spacing'],
    detail: 'JSON.stringify(body, null, 4)',
  },
  {
    name: 'Python json.dumps default separators',
    sent: postDeposit(COMPACT),
    bug: {body: PYTHON_DEFAULT},
    mistakes: ['body-reserialised-spacing'],
    detail: 'json.dumps(body)',
  },
  {
    name: 'a pretty body re-serialised compact',
    sent: postDeposit(PRETTY),
    bug: {body: COMPACT},
    mistakes: ['body-reserialised-spacing'],
    detail: 'compact',
  },
  {
    name: 'keys sorted',
    sent: postDeposit(COMPACT),
    bug: {body: SORTED},
    mistakes: ['body-reserialised-key-order'],
    detail: 'compact with sorted keys',
  },
  {
    name: 'Python sort_keys=True',
    sent: postDeposit(COMPACT),
    bug: {body: PYTHON_SORTED},
    mistakes: ['body-reserialised-key-order'],
    detail: 'sort_keys=True',
  },
  {
    name: 'query dropped',
    sent: get('/v1/withdrawals?limit=5&status=SUCCESS'),
    bug: {target: '/v1/withdrawals'},
    mistakes: ['query-dropped'],
  },
  {
    name: 'query parameters sorted',
    sent: get('/v1/withdrawals?status=SUCCESS&limit=5'),
    bug: {target: '/v1/withdrawals?limit=5&status=SUCCESS'},
    mistakes: ['query-reencoded'],
    detail: 'sorted',
  },
  {
    name: '%20 signed as +',
    sent: get('/v1/withdrawals?q=a%20b'),
    bug: {target: '/v1/withdrawals?q=a+b'},
    mistakes: ['query-reencoded'],
    detail: '%20 written as +',
  },
  {
    name: '+ signed as %20',
    sent: get('/v1/withdrawals?q=a+b'),
    bug: {target: '/v1/withdrawals?q=a%20b'},
    mistakes: ['query-reencoded'],
    detail: '+ written as %20',
  },
  {
    name: 'escapes signed in uppercase hex',
    sent: get('/v1/withdrawals?cursor=ab%2fcd'),
    bug: {target: '/v1/withdrawals?cursor=ab%2Fcd'},
    mistakes: ['query-reencoded'],
    detail: 'uppercase hex',
  },
  {
    name: 'escapes signed in lowercase hex',
    sent: get('/v1/withdrawals?cursor=ab%2Fcd'),
    bug: {target: '/v1/withdrawals?cursor=ab%2fcd'},
    mistakes: ['query-reencoded'],
    detail: 'lowercase hex',
  },
  {
    name: 'query signed decoded',
    sent: get('/v1/withdrawals?cursor=ab%2Fcd'),
    bug: {target: '/v1/withdrawals?cursor=ab/cd'},
    mistakes: ['query-reencoded'],
    detail: 'decoded',
  },
  {name: 'lowercase method', sent: postDeposit(COMPACT), bug: {method: 'post'}, mistakes: ['method-case'], detail: 'line 1 was post'},
  {
    name: 'timestamp in milliseconds',
    sent: get('/v1/balance'),
    bug: {timestamp: `${TIMESTAMP}437`},
    mistakes: ['timestamp-milliseconds'],
    detail: `line 3 was ${TIMESTAMP}437`,
  },
  {
    name: 'milliseconds in X-Timestamp, seconds signed',
    sent: {...get('/v1/balance'), timestamp: `${TIMESTAMP}437`},
    bug: {timestamp: TIMESTAMP},
    mistakes: ['timestamp-milliseconds'],
    detail: 'in seconds',
  },
  {
    name: 'timestamp 37 s later',
    sent: get('/v1/balance'),
    bug: {timestamp: String(Number(TIMESTAMP) + 37)},
    mistakes: ['timestamp-offset'],
    detail: '+37 s',
  },
  {
    name: 'timestamp 600 s earlier',
    sent: get('/v1/balance'),
    bug: {timestamp: String(Number(TIMESTAMP) - 600)},
    mistakes: ['timestamp-offset'],
    detail: '-600 s',
  },
  {name: 'secret hex-decoded', sent: postDeposit(COMPACT), bug: {key: Buffer.from(SECRET, 'hex')}, mistakes: ['secret-hex-decoded']},
  {
    name: 'secret read with its newline',
    sent: get('/v1/balance'),
    bug: {key: `${SECRET}\n`},
    mistakes: ['secret-whitespace'],
    detail: 'trailing newline',
  },
  {name: 'lines joined with CRLF', sent: postDeposit(COMPACT), bug: {lineBreak: '\r\n'}, mistakes: ['canonical-crlf']},
  {name: 'newline after the canonical string', sent: get('/v1/balance'), bug: {trailer: '\n'}, mistakes: ['canonical-trailing-newline']},
  {
    name: 'newline added to the signed body',
    sent: postDeposit(COMPACT),
    bug: {body: `${COMPACT}\n`},
    mistakes: ['body-trailing-newline'],
    detail: 'end with a newline',
  },
  {
    name: 'final newline of the body not signed',
    sent: postDeposit(`${COMPACT}\n`),
    bug: {body: COMPACT},
    mistakes: ['body-trailing-newline'],
    detail: 'lack the newline',
  },
  {
    name: 'body signed with CRLF',
    sent: postDeposit(PRETTY),
    bug: {body: PRETTY.replaceAll('\n', '\r\n')},
    mistakes: ['body-crlf'],
    detail: 'CRLF',
  },
  {name: 'no body, "{}" hashed', sent: get('/v1/balance'), bug: {body: '{}'}, mistakes: ['empty-body-hash'], detail: '{}'},
  {name: 'no body, "null" hashed', sent: get('/v1/balance'), bug: {body: 'null'}, mistakes: ['empty-body-hash'], detail: 'null'},
  {name: 'no body, line 4 left empty', sent: get('/v1/balance'), bug: {bodyHash: () => ''}, mistakes: ['empty-body-hash'], detail: 'empty'},
  {name: 'signature in uppercase hex', sent: postDeposit(COMPACT), bug: {encoding: 'HEX'}, mistakes: ['signature-uppercase-hex']},
  {name: 'signature in base64', sent: postDeposit(COMPACT), bug: {encoding: 'base64'}, mistakes: ['signature-base64'], detail: 'base64'},
  {
    name: 'body hash in uppercase hex',
    sent: postDeposit(COMPACT),
    bug: {bodyHash: (body) => sha256(body).toUpperCase()},
    mistakes: ['body-hash-uppercase-hex'],
  },
  {
    name: 'body hash in base64',
    sent: postDeposit(COMPACT),
    bug: {bodyHash: (body) => sha256(body, 'base64')},
    mistakes: ['body-hash-base64'],
  },
  {
    name: 'pretty-printed with a final newline (two mistakes)',
    sent: postDeposit(COMPACT),
    bug: {body: `${PRETTY}\n`},
    mistakes: ['body-reserialised-spacing', 'body-trailing-newline'],
  },
  {
    name: ".NET's uppercase hex for both digests (two mistakes)",
    sent: postDeposit(COMPACT),
    bug: {bodyHash: (body) => sha256(body).toUpperCase(), encoding: 'HEX'},
    mistakes: ['signature-uppercase-hex', 'body-hash-uppercase-hex'],
  },
]

describe('diagnoseSignature names the mistake that reproduces a buggy client', () => {
  it.each(CASES)('$name', ({sent, bug, mistakes, detail}) => {
    const diagnosis = diagnose(sent, signedWith(sent, bug))
    expect(diagnosis.verdict).toBe('reproduced')
    if (diagnosis.verdict !== 'reproduced') return
    expect(diagnosis.mistakes.map((mistake) => mistake.id)).toEqual(mistakes)
    const said = diagnosis.mistakes.map((mistake) => saidMistake(mistake, en))
    if (detail) expect(said[0]!.detail).toContain(detail)
    for (const mistake of said) expect(mistake.fix).toMatch(/\.$/)
  })
})

describe('diagnoseSignature', () => {
  it('reports a right signature as a match, and gives the signature signRequest computes', () => {
    const sent = postDeposit(COMPACT)
    const right = signRequest({secret: SECRET, ...sent, timestamp: TIMESTAMP}).signature
    const diagnosis = diagnose(sent, `${right}\n`)
    expect(diagnosis).toEqual({verdict: 'match', signature: right, warnings: []})
  })

  it('says the secret or the body differ when nothing reproduces the signature', () => {
    const sent = postDeposit(COMPACT)
    const diagnosis = diagnose(sent, buggySignature({...sent, timestamp: TIMESTAMP, key: 'another secret'}))
    expect(diagnosis).toEqual({verdict: 'unexplained', signature: expect.any(String), warnings: []})
  })

  it('searches the timestamp only within the bound', () => {
    const sent = get('/v1/balance')
    const signature = signedWith(sent, {timestamp: String(Number(TIMESTAMP) + 1000)})
    expect(diagnose(sent, signature).verdict).toBe('unexplained')
    expect(diagnose(sent, signature, 1200).verdict).toBe('reproduced')
  })

  it('warns of a timestamp in milliseconds even when the signature matches', () => {
    const sent = {...get('/v1/balance'), timestamp: '1718790000123'}
    const diagnosis = diagnose(sent, signedWith(sent, {}))
    expect(diagnosis.verdict).toBe('match')
    expect(diagnosis.warnings).toEqual([{kind: 'milliseconds', timestamp: '1718790000123'}])
  })
})
