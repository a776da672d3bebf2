import {createRequire} from 'node:module'

import {bahttext} from 'bahttext'

import {formatBaht, formatBahtGrouped, type Satang} from '../../core/money/money.js'
import type {Statement, StatementLine} from '../../services/statement/statement.js'
import {words} from '../words/active.js'

/** Who the statement is for, as its heading says it: the profile, the service, the key (masked) and the mode. */
export interface StatementMerchant {
  profile: string | null
  baseUrl: string
  keyId: string
  mode: 'test' | 'live'
}

type Doc = PDFKit.PDFDocument

// Sarabun as @fontsource ships it: one file per script. The Thai subset has no digits or Latin letters and the
// Latin one no Thai, so every text is drawn in runs, each in the font of its script.
const FONT_FILES = {
  thai: 'sarabun-thai-400-normal.woff',
  latin: 'sarabun-latin-400-normal.woff',
  'thai-bold': 'sarabun-thai-700-normal.woff',
  'latin-bold': 'sarabun-latin-700-normal.woff',
}
const THAI = /[\u0E00-\u0E7F]/
const RUNS = /[\u0E00-\u0E7F]+|[^\u0E00-\u0E7F]+/g

const PAGE = {width: 595.28, height: 841.89, margin: 40}
const RIGHT = PAGE.width - PAGE.margin
const BOTTOM = PAGE.height - PAGE.margin - 24
const GREY = '#555555'

interface Look {
  size: number
  bold?: boolean
  color?: string
}

/** Draws `text` in script runs from `x` (or, with `right`, ending at `right`), cut with `…` to `width` if given. */
function draw(doc: Doc, text: string, x: number, y: number, look: Look, place: {right?: number; width?: number} = {}): number {
  let shown = text
  if (place.width !== undefined) shown = cutTo(doc, text, place.width, look)
  const runs = shown.match(RUNS) ?? []
  const widths = runs.map((run) => measure(doc, run, look))
  const total = widths.reduce((sum, width) => sum + width, 0)
  let at = place.right === undefined ? x : place.right - total
  doc.fillColor(look.color ?? 'black')
  runs.forEach((run, index) => {
    setFont(doc, run, look)
    doc.text(run, at, y, {lineBreak: false})
    at += widths[index]!
  })
  return total
}

function setFont(doc: Doc, run: string, look: Look): void {
  doc.font(`${THAI.test(run) ? 'thai' : 'latin'}${look.bold ? '-bold' : ''}`).fontSize(look.size)
}

function measure(doc: Doc, run: string, look: Look): number {
  setFont(doc, run, look)
  return doc.widthOfString(run)
}

const widthOf = (doc: Doc, text: string, look: Look) => (text.match(RUNS) ?? []).reduce((sum, run) => sum + measure(doc, run, look), 0)

/** Whole characters (a Thai vowel or tone mark stays with its consonant) up to `width`, then `…`. */
function cutTo(doc: Doc, text: string, width: number, look: Look): string {
  if (widthOf(doc, text, look) <= width) return text
  const clusters = [...new Intl.Segmenter('th', {granularity: 'grapheme'}).segment(text)].map(({segment}) => segment)
  while (clusters.length > 0 && widthOf(doc, `${clusters.join('')}…`, look) > width) clusters.pop()
  return `${clusters.join('')}…`
}

/** Lines of `text` no wider than `width`, broken between words (Thai words too, by Intl.Segmenter). */
function wrap(doc: Doc, text: string, width: number, look: Look): string[] {
  const lines: string[] = []
  let line = ''
  for (const {segment} of new Intl.Segmenter('th', {granularity: 'word'}).segment(text)) {
    if (line !== '' && widthOf(doc, line + segment, look) > width) {
      lines.push(line.trimEnd())
      line = segment.trimStart()
    } else line += segment
  }
  if (line.trim() !== '') lines.push(line.trimEnd())
  return lines
}

function paragraph(doc: Doc, text: string, y: number, look: Look): number {
  let at = y
  for (const line of wrap(doc, text, RIGHT - PAGE.margin, look)) {
    at = roomFor(doc, at, look.size * 1.5)
    draw(doc, line, PAGE.margin, at, look)
    at += look.size * 1.5
  }
  return at
}

/** `y`, or the top of a new page when `height` does not fit below it. */
function roomFor(doc: Doc, y: number, height: number): number {
  if (y + height <= BOTTOM) return y
  doc.addPage()
  return PAGE.margin
}

const amountText = (satang: Satang) => formatBahtGrouped(satang)
/** The amount in Thai words as Thai documents write it (bahttext: `หนึ่งร้อยบาทถ้วน`), from its exact digits, never a float. */
const inWords = (satang: Satang) => bahttext(formatBaht(satang))

/**
 * The statement as a PDF an accountant files: the heading (merchant profile, period), the balance proof with each
 * total in figures and in Thai words, the verdict, the fees, and every line with its running balance; page numbers
 * at the foot. Dates are the run's words (พ.ศ. in a Thai run). Written to `out` as pdfkit makes it.
 */
export async function writeStatementPdf(
  out: NodeJS.WritableStream,
  view: {statement: Statement; merchant: StatementMerchant; madeAt: string; verdict: string[]},
): Promise<void> {
  const {default: PDFDocument} = await import('pdfkit')
  const said = words().statement
  const {statement, merchant} = view
  const doc = new PDFDocument({size: 'A4', margin: PAGE.margin, bufferPages: true, info: {Title: said.file.pdfTitle, Creator: 'pay'}})
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve)
    out.on('error', reject)
    doc.on('error', reject)
  })
  doc.pipe(out)
  const require = createRequire(import.meta.url)
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, require.resolve(`@fontsource/sarabun/files/${file}`))

  let y = PAGE.margin
  draw(doc, said.file.pdfTitle, PAGE.margin, y, {size: 18, bold: true})
  y += 32
  const heading: Array<[string, string]> = [
    [said.file.merchant, merchant.profile ?? said.profile(null)],
    [said.file.baseUrl, merchant.baseUrl],
    [said.file.keyId, merchant.keyId],
    [said.file.mode, said.modeName[merchant.mode]],
    [said.file.periodLabel, said.period(said.day(statement.period.fromDay), said.day(statement.period.toDay))],
  ]
  for (const [label, value] of heading) {
    draw(doc, label, PAGE.margin, y, {size: 10, color: GREY})
    draw(doc, value, PAGE.margin + 110, y, {size: 10}, {width: RIGHT - PAGE.margin - 110})
    y += 15
  }
  if (statement.historyStart) y = paragraph(doc, said.historyStart(said.lineTime(statement.historyStart)), y, {size: 9, color: GREY})
  y += 12

  draw(doc, said.proofHeading, PAGE.margin, y, {size: 13, bold: true})
  y += 22
  const {totals, service} = statement
  const proof: Array<[string, Satang, boolean]> = [
    [said.labels.opening, statement.opening, true],
    [said.labels.credits, totals.deposits + totals.topUps, true],
    [`    ${said.labels.deposits}`, totals.deposits, false],
    [`    ${said.labels.topUps}`, totals.topUps, false],
    [said.labels.debits, totals.debits, true],
    [said.labels.refunds, totals.refunds, true],
    [said.labels.closing, statement.closing, true],
  ]
  if (service) {
    proof.push([said.labels.available, service.available, true], [said.labels.difference, service.difference, true])
    if (service.unseenDeposits !== 0) proof.push([said.labels.unseen, service.unseenDeposits, true])
    if (service.unexplained !== 0) proof.push([said.labels.unexplained, service.unexplained, true])
  }
  for (const [label, satang, total] of proof) {
    y = roomFor(doc, y, 30)
    const bold = label === said.labels.closing
    draw(doc, label, PAGE.margin, y, {size: 11, bold})
    draw(doc, words().amount(satang, 'THB'), 0, y, {size: 11, bold}, {right: RIGHT})
    y += 16
    if (total) {
      draw(doc, `(${inWords(satang)})`, 0, y, {size: 9, color: GREY}, {right: RIGHT})
      y += 14
    }
    if (bold)
      doc
        .moveTo(PAGE.margin, y + 1)
        .lineTo(RIGHT, y + 1)
        .strokeColor('#999999')
        .lineWidth(0.5)
        .stroke()
    y += 4
  }
  y += 6
  // A command is marked with backticks at a terminal; on paper it reads as it is.
  for (const sentence of view.verdict) y = paragraph(doc, sentence.replaceAll('`', ''), y, {size: 10})
  y += 6
  const fees = [
    `${said.fees.deposits} ${amountText(totals.depositFees)}`,
    `${said.fees.withdrawals} ${amountText(totals.withdrawalFees)}`,
    `${said.fees.returned} ${amountText(totals.feesReturned)}`,
    `${said.fees.net} ${amountText(totals.depositFees + totals.withdrawalFees - totals.feesReturned)}`,
  ]
  y = paragraph(doc, `${said.feesHeading}: ${fees.join(', ')}`, y, {size: 10})
  y += 14
  y = roomFor(doc, y, 60)
  draw(doc, said.linesHeading(totals.lines), PAGE.margin, y, {size: 13, bold: true})
  y += 22
  linesTable(doc, statement.lines(), y)

  const pages = doc.bufferedPageRange()
  for (let page = 0; page < pages.count; page++) {
    doc.switchToPage(pages.start + page)
    const foot = PAGE.height - PAGE.margin - 10
    draw(doc, said.file.generated(said.lineTime(view.madeAt)), PAGE.margin, foot, {size: 8, color: GREY})
    draw(doc, said.file.page(page + 1, pages.count), 0, foot, {size: 8, color: GREY}, {right: RIGHT})
  }
  doc.end()
  await done
}

interface PdfColumn {
  header: string
  width: number
  right?: boolean
  value: (line: StatementLine) => string
}

function linesTable(doc: Doc, lines: Iterable<StatementLine>, top: number): void {
  const said = words().statement
  const columns: PdfColumn[] = [
    {header: said.columns.at, width: 78, value: (line) => said.lineTime(line.at)},
    {header: said.columns.kind, width: 40, value: (line) => said.kinds[line.kind]},
    {header: said.columns.id, width: 86, value: (line) => line.id},
    {header: said.columns.reference, width: 62, value: (line) => line.reference ?? ''},
    {header: said.columns.status, width: 50, value: (line) => line.status},
    {header: said.columns.amount, width: 64, right: true, value: (line) => amountText(line.amount)},
    {header: said.columns.fee, width: 56, right: true, value: (line) => amountText(line.fee)},
    {header: said.columns.balance, width: 79, right: true, value: (line) => amountText(line.balance)},
  ]
  const look = {size: 8}
  const header = (y: number) => {
    doc.rect(PAGE.margin, y - 3, RIGHT - PAGE.margin, 15).fill('#eeeeee')
    cells(y, (column) => column.header, {size: 8, bold: true})
    return y + 16
  }
  const cells = (y: number, text: (column: PdfColumn) => string, cellLook: Look) => {
    let x = PAGE.margin
    for (const column of columns) {
      const room = column.width - 4
      draw(doc, text(column), x, y, cellLook, column.right ? {right: x + room, width: room} : {width: room})
      x += column.width
    }
  }
  let y = header(top)
  for (const line of lines) {
    if (y + 13 > BOTTOM) {
      doc.addPage()
      y = header(PAGE.margin)
    }
    cells(y, (column) => column.value(line), look)
    y += 13
  }
}
