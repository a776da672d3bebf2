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

/** A deposit or withdrawal status coloured by what it means: green done, red ended badly, yellow waiting. */
export function paintStatus(status: string, style: Style): string {
  const tone = TONES[status] ?? 'waiting'
  if (tone === 'good') return style.green(status)
  if (tone === 'bad') return style.red(status)
  return style.yellow(status)
}
