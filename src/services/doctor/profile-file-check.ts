import {existsSync, statSync} from 'node:fs'

import {type DoctorFinding, failed, passed} from './check.js'

/**
 * The profile file, which holds secrets, can be read and written by its owner only (mode 0600).
 * @example checkProfileFile('/home/me/.config/pay/profiles.json') // {status: 'pass', fact: {code: 'profile-file-private', octal: '0600', …}}
 */
export function checkProfileFile(path: string): DoctorFinding {
  if (!existsSync(path)) return passed('profile_file', {code: 'no-profile-file', path})
  const mode = statSync(path).mode & 0o777
  const octal = mode.toString(8).padStart(4, '0')
  if ((mode & 0o077) !== 0) return failed('profile_file', {code: 'profile-file-exposed', path, octal})
  return passed('profile_file', {code: 'profile-file-private', path, octal})
}
