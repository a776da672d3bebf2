import {plural} from '../language.js'

export const banks = {
  code: 'CODE',
  number: 'NO.',
  name: 'NAME',
  thaiName: 'ชื่อ',
  count: (count: number) => plural('en', count, {one: '# bank', other: '# banks'}),
  cached: (fetchedAt: string) => `cached ${fetchedAt}`,
  fetchedNow: 'fetched now',
  kept: (seconds: number) => `kept ${seconds} s`,
  dryRunBuiltIn: "--dry-run: bank codes checked against pay's built-in list of Thai banks (the service's list is not cached).",
}
