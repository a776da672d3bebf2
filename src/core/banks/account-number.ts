/**
 * What `pay` takes as a Thai bank account number: digits, optionally grouped by single spaces or dashes as
 * printed in a bank book (`123-4-56789-0`), 10 to 15 digits once the separators are removed. Commercial banks
 * use 10 digits; the Government Savings Bank, BAAC and GHB use 12; 15 leaves room for the longest in use.
 * Anything shorter or longer is a typo or a different kind of number (a phone or ID card number is not an
 * account), so it is refused before anything is sent.
 */
export const ACCOUNT_DIGITS = {min: 10, max: 15} as const

/** The account's digits, or undefined when `text` is not an account number by the rule above. */
export function accountDigits(text: string): string | undefined {
  if (!/^\d+(?:[ -]\d+)*$/.test(text)) return undefined
  const digits = text.replaceAll(/[ -]/g, '')
  return digits.length >= ACCOUNT_DIGITS.min && digits.length <= ACCOUNT_DIGITS.max ? digits : undefined
}
