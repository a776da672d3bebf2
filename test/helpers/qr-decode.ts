import {DOMParser, type Document, type Element} from '@xmldom/xmldom'
import jsQRPackage from 'jsqr'
import {PNG} from 'pngjs'

// A CommonJS package whose types say `export default`: under NodeNext its default import is module.exports.
const jsQR = jsQRPackage.default

/**
 * Independent readers of the QR files pay writes: a real PNG decoder and QR scanner (pngjs + jsQR), and a
 * strict XML parser (xmldom) for the SVG, whose code is drawn into pixels here and scanned the same way.
 */

/** The text of the QR code in a PNG file, or undefined when jsQR finds none. */
export function decodeQrPng(bytes: Buffer): string | undefined {
  const png = PNG.sync.read(bytes)
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data
}

/**
 * Parses XML strictly: any error fails. (Warnings are xmldom's guesses, e.g. that a U+FFFD, which pay writes in
 * place of a character XML cannot hold, hints at an encoding problem.)
 */
export function parseXml(text: string): Document {
  const problems: string[] = []
  const onError = (level: string, message: string) => {
    if (level !== 'warning') problems.push(`${level}: ${message}`)
  }
  const document = new DOMParser({onError}).parseFromString(text, 'image/svg+xml')
  if (problems.length > 0) throw new Error(`not well-formed XML: ${problems.join('; ')}`)
  return document
}

/**
 * Scans the QR drawn in an SVG by `qrcode` (a nested `<svg viewBox="0 0 N N">` whose dark path is rows of
 * `M x y.5`, `m dx 0` and `h n` commands, one unit a module), by painting that path into pixels.
 */
export function decodeQrSvg(document: Document): string | undefined {
  const nested = Array.from(document.getElementsByTagName('svg')).find((element) => element.parentNode !== document) as Element | undefined
  if (!nested) throw new Error('no nested <svg> holding the code')
  const side = Number(nested.getAttribute('viewBox')!.split(' ')[2])
  const dark = Array.from(nested.getElementsByTagName('path')).find((path) => path.getAttribute('stroke'))
  if (!dark) throw new Error('no stroked (dark) path')
  const scale = 4
  const width = side * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  let x = 0
  let row = 0
  for (const [, command, a, b] of dark.getAttribute('d')!.matchAll(/([MmhH])\s*(-?[\d.]+)(?:\s+(-?[\d.]+))?/g)) {
    if (command === 'M') [x, row] = [Number(a), Math.floor(Number(b))]
    else if (command === 'm') [x, row] = [x + Number(a), row + Number(b ?? 0)]
    else {
      const end = command === 'h' ? x + Number(a) : Number(a)
      for (let column = x; column < end; column++) paintModule(pixels, width, column, row, scale)
      x = end
    }
  }
  return jsQR(pixels, width, width)?.data
}

function paintModule(pixels: Uint8ClampedArray, width: number, column: number, row: number, scale: number): void {
  for (let dy = 0; dy < scale; dy++) {
    for (let dx = 0; dx < scale; dx++) {
      const offset = ((row * scale + dy) * width + column * scale + dx) * 4
      pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = 0
    }
  }
}

/** The text of every `<text>` element, in order. */
export function svgTexts(document: Document): string[] {
  return Array.from(document.getElementsByTagName('text')).map((element) => element.textContent ?? '')
}
