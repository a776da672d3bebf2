import * as Flags from '@oclif/core/flags'
import {OUTPUT_SCHEMA, PayCommand} from '../../cli/base-command.js'
import {idempotencyKeyFlag, proposalFlags, sendingFlags, WITHDRAWAL_LABELS, yesFlag} from '../../cli/flags.js'
import {endpoint} from '../../core/http/api.js'
import type {Proposed} from '../../core/schemas/output/approvals.js'
import type {DryRunOutput} from '../../core/schemas/output/cli.js'
import type {Withdrawal} from '../../core/schemas/withdrawal.js'
import {KeyStore} from '../../core/secrets/key-store.js'
import {payoutControls, proposeUnderPolicy} from '../../services/approvals/controls.js'
import {policyAccountOf} from '../../services/approvals/policy.js'
import {approvalsForAudit} from '../../services/approvals/proposals.js'
import {banksFor} from '../../services/banks/catalog.js'
import {contentIdOf, identifyRows} from '../../services/batch/batch-identity.js'
import {createWithdrawal} from '../../services/withdrawals/create.js'
import {preparePayout} from '../../services/withdrawals/payout.js'
import {renderProposal, renderProposalWritten} from '../../ui/text/approvals.js'
import {createdNote, payoutQuestion, renderWithdrawal} from '../../ui/text/withdrawal.js'

export default class WithdrawalCreateCommand extends PayCommand<typeof WithdrawalCreateCommand> {
  static override summary = 'Pay out from the wallet to a bank account.'
  static override description =
    `Every field is checked before anything is sent (the bank code against the bank list). The amount is what the destination receives; the service adds its fee, and the gross (amount + fee) leaves the wallet at once.

In live mode you are asked to confirm on a terminal; without one, --yes is required. A new withdrawal is PENDING: it is not paid until it reaches SUCCESS. If a run fails, the Idempotency-Key is printed: retry with --idempotency-key KEY and the same values, and the service will not pay twice.

Under a policy that asks for approvals (pay policy set), the withdrawal is sent only with --proposal PROPOSAL approved as the policy asks and of the same values: make it with --propose --as NAME and have it approved with pay approve (its key then comes from the proposal, so it pays once). The policy's limits refuse it before it is sent. Either refusal exits 3.`
  static override examples = [
    '<%= config.bin %> withdrawal create --amount 500.00 --bank KBANK --account-no 1234567890 --account-name "Somchai Jaidee"',
    '<%= config.bin %> withdrawal create --amount 1,250 --bank scb --account-no 123-4-56789-0 --account-name "Malee S." --reference-user-id user-42 --json',
    '<%= config.bin %> withdrawal create --live --yes --amount 500 --bank KBANK --account-no 1234567890 --account-name "Somchai Jaidee" --idempotency-key payout-2024-0042',
  ]
  static override flags = {
    ...sendingFlags,
    ...idempotencyKeyFlag,
    ...yesFlag,
    ...proposalFlags,
    amount: Flags.string({
      description: 'Baht the destination receives (net), e.g. 500 or 1,250.50. The fee is added on top.',
      required: true,
    }),
    bank: Flags.string({description: 'Bank code of the destination, e.g. KBANK (see `pay banks`).', required: true}),
    'account-no': Flags.string({description: 'Destination account number (digits; spaces and dashes are dropped).', required: true}),
    'account-name': Flags.string({description: 'Name on the destination account.', required: true}),
    description: Flags.string({description: 'Free text kept with the withdrawal.'}),
    'reference-user-id': Flags.string({description: 'Your reference for the payee, kept with the withdrawal.'}),
  }

  static override [OUTPUT_SCHEMA] = () =>
    import('../../core/schemas/output/approvals.js').then((module) => module.withdrawalCreateOutputSchema)

  async run(): Promise<Withdrawal | DryRunOutput | Proposed> {
    const {flags} = this
    const credentials = this.session.credentials()
    const api = this.session.api()
    const body = await preparePayout(
      {
        amount: flags.amount,
        bank: flags.bank,
        accountNo: flags['account-no'],
        accountName: flags['account-name'],
        description: flags.description,
        referenceUserId: flags['reference-user-id'],
      },
      {
        loadBanks: () => banksFor(this.session),
        labels: WITHDRAWAL_LABELS,
      },
    )
    const {configDir, dataDir} = this.session.options
    const account = policyAccountOf(credentials)
    if (flags.propose) {
      const path = `withdrawal-${contentIdOf(identifyRows([body]))}.proposal.json`
      const proposal = await proposeUnderPolicy({
        configDir,
        keys: new KeyStore({configDir, env: this.io.env}),
        account,
        makerName: flags.as!,
        proposed: {kind: 'withdrawal', file: null, rows: [{row: 1, body}]},
        path,
        now: Date.now(),
      })
      this.print(() => renderProposal(proposal, this.outStyle))
      this.note(renderProposalWritten(path))
      return {proposal_file: path, proposal}
    }
    // Nothing is paid in a dry run, so nothing is asked, in live mode too.
    if (flags['dry-run'])
      return this.dryRunResult(api.wouldSend(endpoint.createWithdrawal(body, {idempotencyKey: flags['idempotency-key']})))
    const controls = payoutControls({
      configDir,
      dataDir,
      account,
      api: () => api,
      kind: 'withdrawal',
      proposalPath: flags.proposal,
      now: Date.now,
    })
    if (controls?.approved) this.auditApprovals = approvalsForAudit(configDir, controls.approved.path).approvals
    const proposalKey = await controls.withdrawal(body)
    await this.confirmDangerous(payoutQuestion(body), {yes: flags.yes, needed: credentials.mode === 'live'})
    const {withdrawal, replayed} = await createWithdrawal({
      api,
      body,
      idempotencyKey: flags['idempotency-key'] ?? proposalKey,
      testMode: credentials.mode === 'test',
    })
    this.print(() => renderWithdrawal(withdrawal, this.outStyle))
    const note = createdNote(withdrawal, replayed)
    if (note) this.note(note)
    return withdrawal
  }
}
