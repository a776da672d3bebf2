import {describe, expect, it} from 'vitest'

import {displayWidth} from '../../src/core/text/display-width.js'
import {wrapDisplay} from '../../src/core/text/wrap-display.js'

const COLOUR = /\u001B\[[\d;]*m/g
const widths = (text: string) => text.split('\n').map((line) => displayWidth(line.replace(COLOUR, '')))

describe('wrapDisplay', () => {
  const thai = '(จำเป็น) ยอดเงินที่ขอเรียกเก็บ เช่น 100 หรือ 1,500.50 ลูกค้าจ่าย expected_amount (แสดงบนจอ) ซึ่งอาจต่างจากนี้ไม่กี่สตางค์'

  it('fills each line up to the width in columns, Thai marks taking none, and breaks Thai between words', () => {
    expect(wrapDisplay('ยอดเงินที่ขอ เช่น 100', 8)).toBe('ยอดเงินที่\nขอ เช่น\n100')
    for (const width of [20, 30, 45]) {
      const wrapped = wrapDisplay(thai, width)
      expect(Math.max(...widths(wrapped)), wrapped).toBeLessThanOrEqual(width)
      // `.length` would have broken the lines sooner: the widest line is longer in UTF-16 units than the width.
      expect(Math.max(...wrapped.split('\n').map((line) => line.length)), wrapped).toBeGreaterThan(width)
      expect(wrapped.replace(/\s/g, ''), 'nothing lost').toBe(thai.replace(/\s/g, ''))
      expect(wrapped, 'no Latin word or number cut').not.toMatch(/[\w,.]\n[\w,.]/)
    }
  })

  it('keeps Latin words, colour codes and line breaks whole, and cuts only a piece wider than the line', () => {
    expect(wrapDisplay('--payer-account \u001B[4m<value>\u001B[24m ok', 16)).toBe('--payer-account\n\u001B[4m<value>\u001B[24m ok')
    expect(wrapDisplay('ก\n\nข', 5)).toBe('ก\n\nข')
    expect(wrapDisplay('  ก ข  \n  ค', 10), 'each line trimmed').toBe('ก ข\nค')
    for (const width of [12, 16, 20]) {
      const lines = wrapDisplay('ถามบนเทอร์มินัลถ้าไม่ใส่ แสดงคำอธิบาย', width).split('\n')
      for (const word of ['เทอร์มินัล', 'แสดง', 'อธิบาย']) {
        expect(
          lines.some((line) => line.includes(word)),
          `${word} whole at ${width}: ${lines}`,
        ).toBe(true)
      }
    }
    expect(wrapDisplay('และแซนด์บ็อกซ์ที่จำลอง', 10)).toBe('และแซนด์บ็\nอกซ์ที่จำลอง')
    expect(wrapDisplay('และแซนด์บ็อกซ์ที่จำลอง', 10, ['แซนด์บ็อกซ์'])).toBe('และ\nแซนด์บ็อกซ์ที่\nจำลอง')
    expect(wrapDisplay('abcdefghij ก้าวก้าวก้าว', 4)).toBe('abcd\nefgh\nij\nก้าว\nก้าว\nก้าว')
  })
})

describe('wrapLines: notes and errors at a terminal', () => {
  it('wraps a long line between words with its next rows under the text after the mark, narrow lines as they are', async () => {
    const {wrapLines} = await import('../../src/ui/text/hanging.js')
    const text =
      'Short line.\n  → Available 0.00 THB, this payout needs 100,000,008.00 THB: add it with `pay test top-up 1000000.00` 101 times.'
    const wrapped = wrapLines(text, 40)
    expect(wrapped.split('\n')[0]).toBe('Short line.')
    for (const row of wrapped.split('\n').slice(2)) expect(row).toMatch(/^ {4}\S/)
    expect(wrapped, 'the command stays whole on one row').toContain('`pay test top-up 1000000.00`')
    expect(Math.max(...widths(wrapped))).toBeLessThanOrEqual(40)
  })

  it('never breaks a Thai compound of the glossary nor a command that ends the line, even wider than the terminal', async () => {
    const {speak} = await import('../../src/ui/words/active.js')
    const {wrapLines} = await import('../../src/ui/text/hanging.js')
    await speak('th', {})
    try {
      const line = '  → ยอดที่ใช้ได้ 0.00 บาท รายการนี้ต้องใช้ 100,000,008.00 บาท (99,999,999.00 + ค่าธรรมเนียม 9.00) ตรวจลายเซ็นและคำตอบของผู้ให้บริการ'
      for (let width = 24; width <= 80; width++) {
        const wrapped = wrapLines(line, width)
        for (const compound of ['ค่าธรรมเนียม', 'ลายเซ็น', 'คำตอบ', 'ผู้ให้บริการ']) expect(wrapped, `${width}`).toContain(compound)
      }
      const retry = 'pay withdrawal create --amount 5 --bank KBANK --idempotency-key 2f7b1529-fe04-4125-b6c0-aeee8ca65960'
      expect(wrapLines(`  ลองใหม่ด้วย: ${retry}`, 60).split('\n')).toContain(`  ${retry}`)
    } finally {
      await speak('en', {})
    }
  })
})
