import {plural} from '../plural.js'

export const doctor = {
  checks: {
    credentials: 'Credentials',
    mode: 'Key mode',
    profile_file: 'Profile file',
    base_url: 'Base URL',
    clock: 'Clock',
    key: 'Key accepted',
    webhook_secret: 'Webhook secret',
    bank_cache: 'Bank list cache',
  },
  language: 'Language',
  allPass: (count: number) => plural('en', count, {one: 'The check passes.', other: 'All # checks pass.'}),
  failed: (failures: number, total: number, skips: number) =>
    `${failures} of ${plural('en', total, {one: '# check', other: '# checks'})} failed${skips > 0 ? `, ${skips} could not run` : ''}.`,
}
