/**
 * The command id nearest to what was typed, by edit distance, when it is near enough to be a typo (at most a
 * third of the typed length, and at least 1 edit allowed); undefined otherwise.
 * @example closestCommand('balnce', ['balance', 'banks']) // 'balance'
 */
export function closestCommand(typed: string, ids: readonly string[]): string | undefined {
  let best: {id: string; distance: number} | undefined
  for (const id of ids) {
    const distance = editDistance(typed, id)
    if (!best || distance < best.distance) best = {id, distance}
  }
  return best && best.distance <= Math.max(1, Math.floor(typed.length / 3)) ? best.id : undefined
}

/** Levenshtein distance: insertions, deletions and substitutions of one character each cost 1. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]!
}
