import {existsSync, statSync} from 'node:fs'

import {type DoctorCheck, failed, passed} from './check.js'

/**
 * The profile file, which holds secrets, can be read and written by its owner only (mode 0600).
 * @example checkProfileFile('/home/me/.config/pay/profiles.json') // {status: 'pass', detail: '… is 0600'}
 */
export function checkProfileFile(path: string): DoctorCheck {
  if (!existsSync(path)) return passed('profile_file', `no profile file at ${path} (nothing saved, so nothing exposed)`)
  const mode = statSync(path).mode & 0o777
  const octal = mode.toString(8).padStart(4, '0')
  if ((mode & 0o077) !== 0) {
    return failed('profile_file', `${path} is ${octal}: other users can read the secrets in it`, `chmod 600 ${path}`)
  }
  return passed('profile_file', `${path} is ${octal}`)
}
