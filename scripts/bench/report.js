// The bench's output: a table for people (stdout) and the JSON record of the run for comparing commits.
import {mkdirSync, writeFileSync} from 'node:fs'
import {dirname} from 'node:path'

/** Whether a measured value meets its goal: {at_most: 2} or {at_least: 0.8}; null for no goal. */
export function meetsGoal(value, goal) {
  if (!goal || value === null || value === undefined || Number.isNaN(value)) return null
  return goal.at_most !== undefined ? value <= goal.at_most : value >= goal.at_least
}

export function goalText(goal, unit = '×') {
  if (!goal) return ''
  return goal.at_most !== undefined ? `≤ ${goal.at_most}${unit === '×' ? ' ×' : ` ${unit}`}` : `≥ ${goal.at_least} ×`
}

/** One row per measurement: what, the subject's and the baseline's figures, the ratio and the verdict. */
export function renderTable(results) {
  const rows = [['measurement', 'subject (median, min–max)', 'baseline (median, min–max)', 'value', 'goal', '']]
  for (const result of results) {
    if (result.skipped) {
      rows.push([result.title, 'n/a', '', '', goalText(result.goal, result.unit), result.skipped])
      continue
    }
    const verdict = meetsGoal(result.value, result.goal)
    rows.push([
      result.title,
      result.subjectText,
      result.baselineText ?? '',
      result.unit === '×' ? `${result.value} ×` : `${result.value} ${result.unit}`,
      goalText(result.goal, result.unit),
      verdict === null ? '' : verdict ? 'met' : 'NOT MET',
    ])
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
  const line = (row) =>
    row
      .map((cell, column) => String(cell).padEnd(widths[column]))
      .join('  ')
      .trimEnd()
  return [line(rows[0]), widths.map((width) => '─'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n')
}

export function writeResults(path, record) {
  mkdirSync(dirname(path), {recursive: true})
  writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`)
}

export function msText({median, min, max}) {
  return `${median} ms (${min}–${max})`
}

export function rssText(rssKb) {
  return rssKb ? `${(rssKb.median / 1024).toFixed(1)} MiB (${(rssKb.min / 1024).toFixed(1)}–${(rssKb.max / 1024).toFixed(1)})` : 'n/a'
}
