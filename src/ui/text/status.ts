import {words} from '../words/active.js'
import type {Style} from './style.js'

type Tone = 'good' | 'bad' | 'waiting'

const TONES: Record<string, Tone> = {
  CREDITED: 'good',
  SUCCESS: 'good',
  EXPIRED: 'bad',
  CANCELLED: 'bad',
  FAILED: 'bad',
  REJECTED: 'bad',
}

/** A status as people read it: the code in English, Thai first and the code after in Thai (`สำเร็จ (SUCCESS)`). */
export function statusText(status: string): string {
  return words().statuses.name(status)
}

/** A deposit or withdrawal status coloured by what it means: green done, red ended badly, yellow waiting. */
export function paintStatus(status: string, style: Style): string {
  const tone = TONES[status] ?? 'waiting'
  const text = statusText(status)
  if (tone === 'good') return style.green(text)
  if (tone === 'bad') return style.red(text)
  return style.yellow(text)
}
