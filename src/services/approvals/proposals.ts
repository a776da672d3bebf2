import {readFileSync} from 'node:fs'
import type {UncountedApproval} from '../../core/approvals/approval-facts.js'
import {hashOf} from '../../core/approvals/approver-keys.js'
import {InputError, PolicyError} from '../../core/errors.js'
import {parseJson} from '../../core/files/json-lines.js'
import {replaceFile} from '../../core/files/replace-file.js'
import type {CreateWithdrawalBody} from '../../core/http/api.js'
import {sameService} from '../../core/http/url-input.js'
import {formatBaht, parseWireMoney} from '../../core/money/money.js'
import {
  type Approval,
  type PolicyRules,
  type Proposal,
  type ProposalBody,
  type ProposedRow,
  proposalSchema,
  type SignedPolicy,
  type Signer,
} from '../../core/schemas/approvals.js'
import {contentIdOf, identifyRows} from '../batch/batch-identity.js'
import {type ApproverSigner, readApprovers} from './approvers.js'
import {nameOf, type PolicyAccount, signedBy} from './policy.js'

export type ProposalKind = ProposalBody['kind']

/** What is proposed: payouts (a batch's rows, or one withdrawal's), or rules that loosen a policy. */
export type Proposed =
  | {kind: 'batch' | 'withdrawal'; file: string | null; rows: Array<{row: number; body: CreateWithdrawalBody}>}
  | {kind: 'policy'; rules: PolicyRules}

/**
 * A proposal of the maker `signer` under the policy in force, signed by the maker: the canonical rows (each
 * with its id in the batch, batch-identity.ts), their count and total, or the rules proposed.
 */
export function makeProposal(options: {
  proposed: Proposed
  account: PolicyAccount
  policy: SignedPolicy
  signer: ApproverSigner
  now: number
}): Proposal {
  const {proposed, account} = options
  const rows = proposed.kind === 'policy' ? [] : proposedRows(proposed.rows)
  const body: ProposalBody = {
    pay_proposal: 1,
    kind: proposed.kind,
    profile: account.profile,
    mode: account.mode,
    base_url: account.baseUrl,
    policy_hash: options.policy.hash,
    maker: options.signer.signer,
    created_at: new Date(options.now).toISOString(),
    file: proposed.kind === 'policy' ? null : proposed.file,
    content_id: proposed.kind === 'policy' ? null : contentIdOf(identifyRows(rows.map((row) => row.body))),
    rows,
    count: rows.length,
    total: formatBaht(rows.reduce((sum, row) => sum + parseWireMoney(row.body.amount), 0)),
    policy: proposed.kind === 'policy' ? proposed.rules : null,
  }
  const hash = hashOf(body)
  return {proposal: body, hash, maker_signature: options.signer.sign(hash), approvals: []}
}

function proposedRows(rows: Array<{row: number; body: CreateWithdrawalBody}>): ProposedRow[] {
  const ids = identifyRows(rows.map((row) => row.body))
  return rows.map(({row, body}, index) => ({row, row_id: ids[index]!.rowId, body: {...body}}))
}

/** Writes a proposal whole (a temporary file renamed over it). */
export function writeProposal(path: string, proposal: Proposal): void {
  replaceFile(path, `${JSON.stringify(proposal, null, 2)}\n`)
}

/**
 * A proposal file, checked as a whole: what is proposed hashes to its hash, its rows to its batch identity, count
 * and total, and its maker's signature is of a maker this machine trusts. Anything else was edited after it was
 * made (exit 3).
 */
export function readProposal(configDir: string, path: string): Proposal {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw unreadable(path, (error as NodeJS.ErrnoException).code ?? 'unreadable')
  }
  const parsed = proposalSchema.safeParse(parseJson(text))
  if (!parsed.success) throw unreadable(path, parsed.error.issues[0]?.message ?? 'not a proposal')
  const proposal = parsed.data
  const {proposal: body} = proposal
  const rows = identifyRows(body.rows.map((row) => row.body))
  const consistent =
    hashOf(body) === proposal.hash &&
    body.count === body.rows.length &&
    body.total === formatBaht(body.rows.reduce((sum, row) => sum + parseWireMoney(row.body.amount), 0)) &&
    body.rows.every((row, index) => row.row_id === rows[index]!.rowId) &&
    (body.kind === 'policy' ? body.policy !== null : body.content_id === contentIdOf(rows))
  if (!consistent || !signedBy(readApprovers(configDir), proposal.hash, proposal.maker_signature, body.maker.key_id))
    throw new PolicyError({code: 'proposal-tampered', path}, {code: 'PROPOSAL_TAMPERED'})
  return proposal
}

function unreadable(path: string, issue: string): InputError {
  return new InputError({code: 'proposal-unreadable', path, issue}, {code: 'PROPOSAL_UNREADABLE'})
}

/**
 * `pay approve PROPOSAL --as NAME`: adds the approver's signature of the proposal's hash. The maker cannot approve
 * their own proposal; an approver who approved already is not counted twice (the proposal is returned unchanged).
 */
export async function approveProposal(options: {
  path: string
  proposal: Proposal
  signer: ApproverSigner
  /** Asked once the approval is known to be possible and new; throws to cancel. */
  confirm: () => Promise<void>
  now: number
}): Promise<{proposal: Proposal; added: boolean}> {
  const {proposal, signer} = options
  if (signer.signer.key_id === proposal.proposal.maker.key_id)
    throw new PolicyError({code: 'approval-by-maker', name: signer.signer.name, path: options.path}, {code: 'APPROVAL_BY_MAKER'})
  if (proposal.approvals.some((approval) => approval.key_id === signer.signer.key_id)) return {proposal, added: false}
  await options.confirm()
  const approval: Approval = {...signer.signer, signature: signer.sign(proposal.hash), at: new Date(options.now).toISOString()}
  const approved = {...proposal, approvals: [...proposal.approvals, approval]}
  writeProposal(options.path, approved)
  return {proposal: approved, added: true}
}

/**
 * The approvals of a proposal that count: signatures of its hash by distinct approvers this machine trusts, other
 * than the maker, named as this machine knows them. The rest are said with why they do not count.
 *
 * @example approvalsOf(configDir, proposal).counted // [{name: 'malee', key_id: '21fe31dfa154a261', signature: '…', at: '2026-11-28T05:00:00.000Z'}]
 */
export function approvalsOf(configDir: string, proposal: Proposal): {counted: Approval[]; uncounted: UncountedApproval[]} {
  const approvers = readApprovers(configDir)
  const counted: Approval[] = []
  const uncounted: UncountedApproval[] = []
  for (const approval of proposal.approvals) {
    const trusted = approvers.find((approver) => approver.key_id === approval.key_id)
    const why: UncountedApproval['why'] | undefined = !trusted
      ? 'untrusted'
      : !signedBy(approvers, proposal.hash, approval.signature, approval.key_id)
        ? 'bad-signature'
        : approval.key_id === proposal.proposal.maker.key_id
          ? 'maker'
          : counted.some((other) => other.key_id === approval.key_id)
            ? 'twice'
            : undefined
    if (why) uncounted.push({name: approval.name, why})
    else counted.push({...approval, name: trusted!.name})
  }
  return {counted, uncounted}
}

/**
 * Checks that a proposal may be carried out now: of the kind expected, for the same profile, mode and service,
 * made under the policy in force, and approved by as many distinct trusted approvers other than the maker as the
 * policy asks. Returns the approvals counted; otherwise refuses (exit 3) saying what is missing.
 */
export function checkApprovals(options: {
  configDir: string
  path: string
  proposal: Proposal
  kind: ProposalKind
  account: PolicyAccount
  policy: SignedPolicy
}): Approval[] {
  const {path, proposal, account} = options
  const body = proposal.proposal
  if (body.kind !== options.kind)
    throw new InputError({code: 'proposal-other-kind', path, kind: body.kind, expected: options.kind}, {code: 'PROPOSAL_OTHER_KIND'})
  if (body.mode !== account.mode || !sameService(body.base_url, account.baseUrl))
    throw new PolicyError(
      {code: 'proposal-other-account', path, profile: nameOf(body.profile), mode: body.mode},
      {code: 'PROPOSAL_OTHER_ACCOUNT'},
    )
  if (body.policy_hash !== options.policy.hash)
    throw new PolicyError({code: 'proposal-other-policy', path}, {code: 'PROPOSAL_OTHER_POLICY'})
  const {counted, uncounted} = approvalsOf(options.configDir, proposal)
  const needed = options.policy.policy.rules.approvals
  if (counted.length < needed)
    throw new PolicyError(
      {code: 'approvals-missing', path, needed, counted: counted.map((approval) => approval.name), uncounted},
      {code: 'APPROVALS_MISSING'},
    )
  return counted
}

/** Checks that the rows about to be sent are those approved (their batch identity); refuses otherwise (exit 3). */
export function checkSameRows(path: string, proposal: Proposal, contentId: string): void {
  if (proposal.proposal.content_id !== contentId) throw new PolicyError({code: 'proposal-other-rows', path}, {code: 'PROPOSAL_OTHER_ROWS'})
}

/**
 * The approvals of a proposal file as an audit record names them: its maker, and each approval that counts (by a
 * trusted approver other than the maker, whose signature checks) by name, key id and time. Refuses a proposal
 * that does not check, as carrying it out does.
 *
 * @example approvalsForAudit(configDir, 'payouts.csv.proposal.json') // {maker: {name: 'somchai', key_id: '…'}, approvals: [{name: 'malee', key_id: '…', at: '…'}]}
 */
export function approvalsForAudit(configDir: string, path: string): {maker: Signer; approvals: Array<Signer & {at: string}>} {
  const proposal = readProposal(configDir, path)
  const {counted} = approvalsOf(configDir, proposal)
  return {maker: proposal.proposal.maker, approvals: counted.map(({name, key_id, at}) => ({name, key_id, at}))}
}
