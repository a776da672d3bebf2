/** Which records a file holds, to name them when some lines were not of them. */
export type RecordKind = 'delivery' | 'request' | 'final-status'

/** Lines of a file pay wrote that a reader skipped because they do not fit the file's records. */
export interface SkippedLines {
  path: string
  count: number
  records: RecordKind
}
