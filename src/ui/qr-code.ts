/** Draws a QR code as terminal text; `small` packs two module rows into one text row with half blocks. */
export type QrRenderer = (payload: string, options: {small: boolean}) => string

/**
 * `qrcode-terminal`, imported only by the commands that draw a QR. Its `generate` calls back synchronously,
 * so the renderer returned here is synchronous too.
 */
export async function loadQrRenderer(): Promise<QrRenderer> {
  const {default: qrcode} = await import('qrcode-terminal')
  return (payload, options) => {
    let drawn = ''
    qrcode.generate(payload, {small: options.small}, (text: string) => {
      drawn = text
    })
    return drawn
  }
}
