const SQLITE_WARNING = /^SQLite is an experimental feature/

/**
 * Keeps node:sqlite's "SQLite is an experimental feature" warning (printed by Node 22, not by Node 24) off
 * the user's terminal, and only that warning. Node prints warnings from a 'warning' listener of its own, so a
 * listener added beside it cannot hold one back: its listeners are moved behind a filter instead. The
 * warning is emitted on the tick after node:sqlite loads, so the filter stays.
 */
export function silenceSqliteExperimentalWarning(): void {
  const printers = process.listeners('warning')
  for (const printer of printers) process.off('warning', printer)
  process.on('warning', (warning) => {
    if (warning.name === 'ExperimentalWarning' && SQLITE_WARNING.test(warning.message)) return
    for (const printer of printers) printer.call(process, warning)
  })
}
