/** The rows of a list a window of `room` rows shows around the picked one, and how many it leaves out on each side. */
export interface ListWindow {
  first: number
  size: number
  above: number
  below: number
}

/**
 * The window of a list of `count` rows that keeps row `index` in view, the picked row at its bottom once the list
 * is longer than the room. When rows are left below, one row of the room goes to the line that says so.
 */
export function listWindow(count: number, index: number, room: number): ListWindow {
  const firstFor = (size: number) => Math.max(0, Math.min(index - size + 1, count - size))
  let size = Math.min(count, room)
  let first = firstFor(size)
  if (first + size < count && size > 1) {
    size -= 1
    first = firstFor(size)
  }
  return {first, size, above: first, below: count - first - size}
}
