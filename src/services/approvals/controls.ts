import {hashOf} from '../../core/approvals/approver-keys.js'
import {InputError, PolicyError} from '../../core/errors.js'
import type {CreateWithdrawalBody, PayApi} from '../../core/http/api.js'
import type {Approval, PolicyRules, Proposal, SignedPolicy} from '../../core/schemas/approvals.js'
import type {KeyStore} from '../../core/secrets/key-store.js'
import {contentIdOf, identifyRows} from '../batch/batch-identity.js'
import type {BatchControls} from '../batch/run-batch.js'
import {signerFor} from './approvers.js'
import {checkLimits, type LimitedPayout, paidBefore} from './limits.js'
import {nameOf, type PolicyAccount, policyFor, setPolicy} from './policy.js'
import {checkApprovals, checkSameRows, makeProposal, type Proposed, readProposal, writeProposal} from './proposals.js'

/** What a money command is held to: the policy of its profile and mode, and the proposal it carries out. */
export interface PayoutControls {
  /** The proposal given, and the approvals it carries that count (for the audit record of the run). */
  approved?: {path: string; proposal: Proposal; approvals: Approval[]}
  /** The checks a batch makes of its file and of the rows it is about to send (src/services/batch/run-batch.ts). */
  batch: BatchControls
  /**
   * `pay withdrawal create`: its payout checked as the one approved and against the limits. Returns the
   * Idempotency-Key of an approved proposal (from its hash): carried out twice, it pays once.
   */
  withdrawal(body: CreateWithdrawalBody): Promise<string | undefined>
}

export interface ControlsOptions {
  configDir: string
  dataDir: string
  account: PolicyAccount
  /** The API of the credentials in use, to read what was paid today when a limit needs it. */
  api: () => PayApi
  kind: 'batch' | 'withdrawal'
  /** `--proposal PROPOSAL` */
  proposalPath?: string
  now: () => number
}

/**
 * The controls of a payout, checked as the command starts, before anything is read or sent: under a policy that
 * asks for approvals, a proposal approved by enough trusted approvers other than its maker is required (exit 3
 * otherwise, saying what is missing). Its rows and the limits are checked by the caller when it knows them.
 */
export function payoutControls(options: ControlsOptions): PayoutControls {
  const {account} = options
  const policy = policyFor(options.configDir, account)
  const approvals = policy?.policy.rules.approvals ?? 0
  if (approvals > 0 && options.proposalPath === undefined)
    throw new PolicyError(
      {code: 'proposal-required', profile: nameOf(account.profile), mode: account.mode, approvals},
      {code: 'PROPOSAL_REQUIRED'},
    )
  const path = options.proposalPath
  // A proposal given where no policy is set would otherwise pass unchecked: the run would go out as if approved.
  if (!policy && path !== undefined)
    throw new PolicyError(
      {code: 'proposal-without-policy', path, profile: nameOf(account.profile), mode: account.mode},
      {code: 'PROPOSAL_WITHOUT_POLICY'},
    )
  const proposal = policy && path !== undefined ? readProposal(options.configDir, path) : undefined
  const approved =
    proposal && path !== undefined
      ? {
          path,
          proposal,
          approvals: checkApprovals({configDir: options.configDir, path, proposal, kind: options.kind, account, policy: policy!}),
        }
      : undefined
  const checkRows = (contentId: string) => {
    if (approved) checkSameRows(approved.path, approved.proposal, contentId)
  }
  const limits = async (payouts: LimitedPayout[]) => {
    if (!policy) return
    const now = options.now()
    await checkLimits({
      rules: policy.policy.rules,
      payouts,
      now,
      paidBefore: () => paidBefore({api: options.api(), dataDir: options.dataDir, account, now}),
    })
  }
  return {
    approved,
    batch: {
      file: (file) => checkRows(file.contentId),
      sending: (tasks) => limits(tasks.map((task) => ({row: task.payout.row, body: task.payout.body}))),
    },
    withdrawal: async (body) => {
      checkRows(contentIdOf(identifyRows([body])))
      await limits([{row: null, body}])
      return approved && `proposal-${approved.proposal.hash.slice(0, 32)}`
    },
  }
}

/**
 * `--propose --as NAME`: writes the proposal of these payouts (or rules) to `path`, made and signed by the approver
 * NAME of this machine. Refused (exit 2) where the policy in force asks for no approvals: there is nothing to approve.
 */
export async function proposeUnderPolicy(options: {
  configDir: string
  keys: KeyStore
  account: PolicyAccount
  makerName: string
  proposed: Proposed
  path: string
  now: number
}): Promise<Proposal> {
  const {account} = options
  const policy = policyFor(options.configDir, account)
  if (!policy || policy.policy.rules.approvals === 0)
    throw new InputError({code: 'proposal-not-needed', profile: nameOf(account.profile), mode: account.mode}, {code: 'PROPOSAL_NOT_NEEDED'})
  const signer = await signerFor(options.configDir, options.keys, options.makerName)
  const proposal = makeProposal({proposed: options.proposed, account, policy, signer, now: options.now})
  writeProposal(options.path, proposal)
  return proposal
}

/**
 * `pay policy set`: the rules become the policy of the profile and mode, signed by the approver `--as`. A change
 * that loosens the policy in force is refused (exit 3) unless `proposalPath` is a proposal of exactly these rules
 * approved as that policy asks (`--propose` writes it: proposeUnderPolicy).
 */
export async function changePolicy(options: {
  configDir: string
  keys: KeyStore
  account: PolicyAccount
  rules: PolicyRules
  signerName: string
  proposalPath?: string
  now: number
}): Promise<{policy: SignedPolicy; loosened: boolean}> {
  const {configDir, account, proposalPath} = options
  const signer = await signerFor(configDir, options.keys, options.signerName)
  const policy = policyFor(configDir, account)
  let approvals: Approval[] | undefined
  if (policy && proposalPath !== undefined) {
    const proposal = readProposal(configDir, proposalPath)
    approvals = checkApprovals({configDir, path: proposalPath, proposal, kind: 'policy', account, policy})
    if (hashOf(proposal.proposal.policy) !== hashOf(options.rules))
      throw new PolicyError({code: 'proposal-other-rules', path: proposalPath}, {code: 'PROPOSAL_OTHER_RULES'})
  }
  return setPolicy({configDir, account, rules: options.rules, signer, approvals, now: options.now})
}
