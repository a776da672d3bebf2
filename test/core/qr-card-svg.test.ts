import {describe, expect, it} from 'vitest'

import {encodePromptPayPayload} from '../../src/core/promptpay/payload.js'
import {composeQrCardSvg, escapeXml} from '../../src/core/promptpay/qr-card-svg.js'
import {qrSideModules, qrSvg} from '../../src/core/promptpay/qr-image.js'
import {decodeQrSvg, parseXml, svgTexts} from '../helpers/qr-decode.js'

const PAYLOAD = encodePromptPayPayload({target: {kind: 'mobile', mobile: '0812345678'}, amountSatang: 123_456})
const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 10 10"><path stroke="#000000" d="M4 4.5h1"/></svg>\n'

describe('escapeXml', () => {
  it('writes the five special characters as entities', () => {
    expect(escapeXml(`Tom & Jerry's <"shop">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;shop&quot;&gt;')
  })

  it('replaces what XML cannot hold at all (controls, lone surrogates) and keeps Thai and emoji', () => {
    expect(escapeXml('a\u0000b\u001Bc\uFFFEd\uD800e')).toBe('a\uFFFDb\uFFFDc\uFFFDd\uFFFDe')
    expect(escapeXml('ร้านค้า 😀\ttab')).toBe('ร้านค้า 😀\ttab')
  })
})

describe('composeQrCardSvg', () => {
  it('escapes every text: hostile names stay text, and the document parses to the same words', () => {
    const hostile = `</text><script>alert("x")</script><text>&amp; 'q'`
    const svg = composeQrCardSvg({
      qrSvg: QR,
      qrWidthPx: 100,
      title: `Pay ${hostile}`,
      lines: [
        {text: hostile, size: 14},
        {text: 'a\u0007b', size: 14},
      ],
    })
    expect(svg).not.toContain('<script')
    const document = parseXml(svg)
    expect(document.getElementsByTagName('script').length).toBe(0)
    expect(svgTexts(document)).toEqual([hostile, 'a\uFFFDb'])
    expect(document.getElementsByTagName('title')[0]!.textContent).toBe(`Pay ${hostile}`)
  })

  it('is a standalone SVG on white: xmlns, a white rectangle over all of it, the code centred, lines below it', () => {
    const svg = composeQrCardSvg({
      qrSvg: QR,
      qrWidthPx: 100,
      title: 't',
      lines: [
        {text: '1,234.56 THB', size: 32, bold: true},
        {text: 'before', size: 16},
      ],
    })
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="')).toBe(true)
    const root = parseXml(svg).documentElement!
    const height = Number(root.getAttribute('height'))
    const background = root.getElementsByTagName('rect')[0]!
    expect([background.getAttribute('width'), background.getAttribute('height'), background.getAttribute('fill')]).toEqual([
      '400',
      String(height),
      '#ffffff',
    ])
    expect(svg).toContain('<g transform="translate(150 0)"><svg xmlns="http://www.w3.org/2000/svg" width="100"')
    const texts = Array.from(root.getElementsByTagName('text'))
    expect(texts.map((text) => Number(text.getAttribute('y')))).toEqual([148, 172])
    expect(texts[0]!.getAttribute('font-weight')).toBe('bold')
    expect(height).toBeGreaterThan(172)
  })

  it('holds a code drawn by qrcode that scans back to the payload', async () => {
    const width = qrSideModules(PAYLOAD) * 10
    const svg = composeQrCardSvg({qrSvg: await qrSvg(PAYLOAD, width), qrWidthPx: width, title: 't', lines: []})
    expect(decodeQrSvg(parseXml(svg))).toBe(PAYLOAD)
  })

  it('refuses anything but an <svg> element for the code', () => {
    expect(() => composeQrCardSvg({qrSvg: '<?xml version="1.0"?><svg/>', qrWidthPx: 10, title: 't', lines: []})).toThrow(
      'qrSvg must be an <svg> element',
    )
  })
})
