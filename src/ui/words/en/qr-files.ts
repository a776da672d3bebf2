/** A deposit's QR files refused (`--qr-png`, `--qr-svg`): the names, their directories, a deposit with no QR. */
export const qrFiles = {
  /** The payload's problems, on the pay screen and when the files are written. */
  unreadable: (findings: string) => `The QR payload is not a valid PromptPay code (${findings}).`,
  crc: (found: string, expected: string) =>
    `The QR's checksum is ${found} but its content gives ${expected}: banking apps will refuse to scan it.`,
  amountMismatch: (amount: string, expected: string) =>
    `The QR asks for ${amount} THB but the deposit expects ${expected} THB: a transfer of the QR's amount would not be matched.`,
  doNotPay: 'Do not let the customer pay it: cancel the deposit and create a new one.',
  /** What the decoder found wrong, inside `unreadable`'s brackets, joined by "; ". */
  finding: {
    malformedField: (position: number) => `malformed field at position ${position}`,
    lengthMismatch: (id: string, declared: string, actual: number) => `field ${id} declares ${declared} characters but has ${actual}`,
    crcNotLast: 'field 63 (CRC) must come last',
    crcLength: 'field 63 (CRC) must be 4 characters',
    crc: (found: string, expected: string) => `CRC is ${found}, expected ${expected}`,
    formatNotFirst: 'field 00 (payload format) must come first with value 01',
    fieldTwice: (id: string) => `field ${id} appears more than once`,
    initiation: 'field 01 (point of initiation) must be 11 or 12',
    currency: 'field 53 (currency) must be 764 (THB)',
    country: 'field 58 (country) must be TH',
    amount: (text: string) => `field 54 (amount) is not a valid amount: ${text}`,
    noMerchant: 'no PromptPay (29) or bill payment (30) field',
    unexpectedAid: (id: string) => `field ${id} has an unexpected AID`,
    notOneTarget: 'field 29 must hold exactly one target: 01 mobile, 02 national ID, 03 e-wallet or 04 bank account',
    targetMalformed: (id: string, target: string) => `field ${id} (${target}) is malformed`,
    targets: {mobile: 'mobile', 'national-id': 'national/tax ID', 'e-wallet': 'e-wallet ID', 'bank-account': 'bank account'},
    billerId: 'field 30.01 (biller ID) must be 15 digits',
    noReference1: 'field 30.02 (reference 1) is required',
  },
}
