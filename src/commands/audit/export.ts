import {PassThrough} from 'node:stream'
import {text} from 'node:stream/consumers'

import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {replaceFile} from '../../core/files/replace-file.js'
import {type AuditExport, auditExportSchema} from '../../core/schemas/output/audit.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {auditTable, exportAudit} from '../../services/audit/export.js'
import {checkTableFile, writeCsv, writeTableFile} from '../../services/books/table-file.js'
import {words} from '../../ui/words/active.js'

export default class AuditExportCommand extends PayCommand<typeof AuditExportCommand> {
  static override summary = "Write the audit log's records between two dates for an auditor, as CSV or JSON."
  static override description =
    `The records of <data dir>/audit/log.jsonl whose run ended from --from to --to (both included; a day is a day in Asia/Bangkok), with the log's verification. JSON: the records as the log holds them, hashes included. CSV: one line per money request beside its record's fields, UTF-8 with a BOM, and a cell a spreadsheet would run as a formula prefixed with '. --out writes a file whole, by its extension (.csv, .xlsx or .json); without it, --format says what goes to stdout.`
  static override examples = [
    '<%= config.bin %> audit export --from 2026-11-01 --to 2026-11-30 --out audit-november.csv',
    '<%= config.bin %> audit export --from 2026-11-28 --format csv',
    '<%= config.bin %> audit export --json',
  ]
  static override flags = {
    from: Flags.string({description: 'The first day (2026-11-01, in Asia/Bangkok) or time with its zone to include.'}),
    to: Flags.string({description: 'The last day (2026-11-30, in Asia/Bangkok) or time with its zone to include.'}),
    format: Flags.string({description: 'What to print on stdout without --out.', options: ['csv', 'json'], default: 'json'}),
    out: Flags.string({description: 'The file to write: .csv, .xlsx or .json, by its extension.'}),
  }

  static override [OUTPUT_SCHEMA] = auditExportSchema

  async run(): Promise<AuditExport> {
    const {from, to, out, format} = this.flags
    const asJson = out?.toLowerCase().endsWith('.json') ?? false
    // The file is checked before the log is read: nothing is written to a path that cannot take it.
    if (out !== undefined && !asJson) checkTableFile(out, '--out')
    const exported = exportAudit({dataDir: this.session.options.dataDir, from, to})
    if (exported.verification.broken) this.note(words().audit.export.notWhole)
    const table = () => auditTable(exported.records, words().audit.export.columns)
    if (out !== undefined) {
      if (asJson) replaceFile(out, `${JSON.stringify(exported, null, 2)}\n`, 0o600)
      else await writeTableFile(out, table())
      this.print(() => `${words().audit.export.wrote(exported.records.length, terminalSafe(out))}\n`)
      return {...exported, out}
    }
    if (this.jsonEnabled()) return exported
    if (format === 'csv') {
      const csv = new PassThrough()
      const [written] = await Promise.all([text(csv), writeCsv(csv, table())])
      this.io.stdout.write(written)
    } else this.io.stdout.write(`${JSON.stringify(exported, null, 2)}\n`)
    return exported
  }
}
