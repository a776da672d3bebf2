/**
 * A QR "card" as one SVG file: the code on top, lines of text for the person who scans it below, on white.
 * Knows nothing of deposits: the caller gives the text, already worded and formatted.
 */

export interface QrCardLine {
  text: string
  /** Font size in px. */
  size: number
  bold?: boolean
}

export interface QrCard {
  /** A standalone `<svg>` of the code, `qrWidthPx` square (qr-image.ts's `qrSvg`), placed as it is. */
  qrSvg: string
  qrWidthPx: number
  /** The document's `<title>`, read by screen readers and shown by some viewers. */
  title: string
  lines: QrCardLine[]
}

/** Narrow enough for a chat preview, wide enough for a line like `Pay before 2026-11-22 19:45 +07:00`. */
const MIN_WIDTH_PX = 400
const LINE_GAP = 1.5

// Characters XML 1.0 does not allow even escaped (controls other than tab, LF and CR; U+FFFE, U+FFFF),
// and lone surrogates, which have no UTF-8 form.
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const ENTITIES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'}

/**
 * Text made safe for XML content and attribute values: the five special characters as entities, and the
 * characters XML cannot hold at all replaced by U+FFFD.
 * @example escapeXml('A & B <Co>') // 'A &amp; B &lt;Co&gt;'
 */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '\uFFFD').replace(/[&<>"']/g, (character) => ENTITIES[character]!)
}

/**
 * The card as a standalone SVG document (with its xmlns), white background, the code centred at the top and
 * each line centred below it.
 *
 * @example composeQrCardSvg({qrSvg, qrWidthPx: 450, title: 'Pay 100.37 THB', lines: [{text: '100.37 THB', size: 32, bold: true}]})
 *   // '<svg xmlns="http://www.w3.org/2000/svg" width="450" height="…" …><title>Pay 100.37 THB</title>…'
 */
export function composeQrCardSvg(card: QrCard): string {
  if (!/^<svg[\s>]/.test(card.qrSvg)) throw new Error('qrSvg must be an <svg> element')
  const width = Math.max(card.qrWidthPx, MIN_WIDTH_PX)
  let y = card.qrWidthPx
  const texts = card.lines.map((line) => {
    y += Math.round(line.size * LINE_GAP)
    const weight = line.bold ? ' font-weight="bold"' : ''
    return `<text x="${width / 2}" y="${y}" font-size="${line.size}"${weight}>${escapeXml(line.text)}</text>`
  })
  const height = y + (card.lines.length > 0 ? Math.round(card.lines.at(-1)!.size * LINE_GAP) : 0)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${escapeXml(card.title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<g transform="translate(${(width - card.qrWidthPx) / 2} 0)">${card.qrSvg.trim()}</g>`,
    `<g font-family="Helvetica, Arial, 'Noto Sans Thai', sans-serif" text-anchor="middle" fill="#000000">`,
    ...texts,
    '</g>',
    '</svg>',
    '',
  ].join('\n')
}
