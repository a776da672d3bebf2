// Order statistics for the bench: medians and percentiles of small samples, never means (one slow run on a
// shared machine would move a mean, not a median).

/** The value below which `p` percent of the sorted sample lies (nearest rank). percentile([3, 1, 2], 50) → 2 */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

/** Median (for an even count, the mean of the two middle values), min and max. */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  const median = sorted.length % 2 === 1 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2
  return {median, min: sorted[0], max: sorted.at(-1), count: sorted.length}
}

export function round(value, digits = 1) {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
