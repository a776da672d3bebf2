import QRCode from 'qrcode'

import {QR_ERROR_CORRECTION} from './payload.js'

/**
 * PromptPay QR codes as image files, drawn by the `qrcode` package from the payload exactly as the service
 * sent it. Settings chosen for a code sent in a chat and scanned from a phone screen: the error correction of the
 * code drawn on the terminal (QR_ERROR_CORRECTION), the 4-module quiet zone the QR standard asks for, black on white
 * (banking apps' scanners expect dark on light), 10 pixels a module in the PNG.
 *
 * This module loads `qrcode`: import it with `await import()` only when a file is asked for.
 */

const SETTINGS = {errorCorrectionLevel: QR_ERROR_CORRECTION, margin: 4, color: {dark: '#000000ff', light: '#ffffffff'}} as const

/** Pixels a module in the PNG: a version-5 code (37 modules, plus the quiet zone) is 450 px square. */
export const PNG_PIXELS_PER_MODULE = 10

/** Modules a side, quiet zone included, of the code `payload` gives with these settings. */
export function qrSideModules(payload: string): number {
  return QRCode.create(payload, {errorCorrectionLevel: QR_ERROR_CORRECTION}).modules.size + 2 * SETTINGS.margin
}

/**
 * The code as PNG bytes.
 * @example await qrPng('00020101021229370016A000000677010111…6304ABCD') // <Buffer 89 50 4e 47 …>
 */
export function qrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, {...SETTINGS, type: 'png', scale: PNG_PIXELS_PER_MODULE})
}

/**
 * The code as a standalone `<svg>` element `widthPx` wide and high (a white square, one black path), ready to
 * be placed inside a larger SVG.
 * @example await qrSvg(payload, 450) // '<svg xmlns="http://www.w3.org/2000/svg" width="450" height="450" viewBox="0 0 45 45" …'
 */
export function qrSvg(payload: string, widthPx: number): Promise<string> {
  return QRCode.toString(payload, {...SETTINGS, type: 'svg', width: widthPx})
}
