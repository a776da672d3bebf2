/**
 * The shortest prefix of an id that a narrow table shows (src/ui/text/table.ts), and so the shortest one the
 * commands taking an id look up as a prefix (`withdrawal get`, `webhook replay`).
 */
export const SHORTEST_ID_PREFIX = 8
