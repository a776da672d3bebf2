import type {DoctorCheck} from '../../core/schemas/output/doctor.js'

export type {DoctorCheck}

/** @example passed('clock', '2 s off the server (window ±300 s)') */
export function passed(name: string, detail: string): DoctorCheck {
  return {name, status: 'pass', ok: true, detail, fix: null}
}

/** @example failed('webhook_secret', 'not set', 'pay profile add NAME --webhook-secret-stdin') */
export function failed(name: string, detail: string, fix: string): DoctorCheck {
  return {name, status: 'fail', ok: false, detail, fix}
}

/** @example skipped('key', 'the base URL does not answer') */
export function skipped(name: string, because: string): DoctorCheck {
  return {name, status: 'skip', ok: false, detail: `skipped: ${because}`, fix: null}
}
