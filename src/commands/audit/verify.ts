import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {ExitCode} from '../../core/errors.js'
import {type AuditVerification, auditVerificationSchema} from '../../core/schemas/output/audit.js'
import {verifyAuditLog} from '../../services/audit/verify.js'
import {renderVerification} from '../../ui/text/audit.js'

export default class AuditVerify extends PayCommand<typeof AuditVerify> {
  static override summary = 'Check the audit log: that no record was changed, deleted or moved since it was written.'
  static override description =
    `Every run that sends a money-moving request appends a record to <data dir>/audit/log.jsonl, each sealed by the hash of the one before. This reads the chain from its first record and names the first broken one: exit 0 when it holds, 4 when a record was changed, deleted, moved or cannot be read.

A log cut short after its last record still holds as far as it goes: keep the last hash this prints, and compare it with a later verify. See docs/approvals.md, "Audit log".`
  static override examples = ['<%= config.bin %> audit verify', '<%= config.bin %> audit verify --json']

  static override [OUTPUT_SCHEMA] = auditVerificationSchema

  async run(): Promise<AuditVerification> {
    const verification = verifyAuditLog(this.session.options.dataDir)
    this.print(() => renderVerification(verification, this.outStyle))
    return this.finish(verification, verification.broken ? ExitCode.badOutcome : ExitCode.ok)
  }
}
