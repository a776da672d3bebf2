import qrEncoder from 'qrcode/lib/core/qrcode.js'

/**
 * Error correction M (15 %): survives a chat app's recompression of an image file, and the screen and the files
 * show the same code (qr-image.ts).
 */
export const QR_ERROR_CORRECTION = 'M'

/** The modules of a code, quiet zone not included: `isDark(row, column)` for 0 ≤ row, column < size. */
export interface QrMatrix {
  size: number
  isDark(row: number, column: number): boolean
}

/**
 * The modules of the code `payload` gives, for drawing it on a terminal. Only `qrcode`'s encoder is loaded: its
 * image renderers (and their PNG library) cost the first frame of `deposit watch` ~3 ms to evaluate.
 * @example qrMatrix(payload).size // 37 (version 5)
 */
export function qrMatrix(payload: string): QrMatrix {
  const {modules} = qrEncoder.create(payload, {errorCorrectionLevel: QR_ERROR_CORRECTION})
  return {size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column))}
}
