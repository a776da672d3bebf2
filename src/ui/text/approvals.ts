import {parseWireMoney} from '../../core/money/money.js'
import type {Approval, ApproverCard, PolicyRules, Proposal, SignedPolicy} from '../../core/schemas/approvals.js'
import type {ApproverAdded, ApproverList} from '../../core/schemas/output/approvals.js'
import {shellWord} from '../../core/text/shell-word.js'
import {terminalSafe} from '../../core/text/visible-text.js'
import {words} from '../words/active.js'
import type {Words} from '../words/en/index.js'
import {labelledLines, wireMoneyText} from './format.js'
import type {Style} from './style.js'
import {renderTable} from './table.js'

export function renderApproverAdded(added: ApproverAdded): string {
  const said = words().approvals
  return `${said.added(terminalSafe(added.name), added.key_id, said.store[added.store])}\n`
}

export function renderApproverList(list: ApproverList, style: Style): string {
  const said = words().approvals
  if (list.approvers.length === 0) return `${said.none}\n`
  return renderTable(
    [
      {header: said.headings.name, value: (approver) => terminalSafe(approver.name)},
      {header: said.headings.keyId, value: (approver) => approver.key_id},
      {header: said.headings.where, value: (approver) => (approver.own ? said.here : said.trustedFrom)},
      {header: said.headings.key, value: (approver) => (approver.key ? said.keyPlace[approver.key] : '')},
    ],
    list.approvers,
    style.bold,
  )
}

/** The card `pay approver export` prints: JSON, as `pay approver trust` reads it, in every language. */
export function renderApproverCard(card: ApproverCard): string {
  return `${JSON.stringify(card, null, 2)}\n`
}

/** Said on stderr beside the card: what the team does with it. */
export function renderCardNote(): string {
  return `${words().approvals.cardNote}\n`
}

export function renderTrusted(cards: ApproverCard[]): string {
  return `${words().approvals.trusted(cards.map((card) => terminalSafe(card.name)))}\n`
}

function ruleLines(rules: PolicyRules): Array<[string, string]> {
  const said = words().approvals.policy
  const money = (wire: string | null) => (wire === null ? said.notSet : wireMoneyText(wire))
  return [
    [said.approvals, String(rules.approvals)],
    [said.maxRow, money(rules.max_row)],
    [said.maxDay, money(rules.max_day)],
    [said.maxPayeeDay, money(rules.max_payee_day)],
    [said.newPayeeOver, money(rules.new_payee_over)],
    [said.hours, rules.hours ? `${rules.hours.from}-${rules.hours.to}` : said.notSet],
  ]
}

const names = (approvals: Approval[]) => approvals.map((approval) => terminalSafe(approval.name)).join(', ')

/** `pay policy show`: the rules in force for the profile and mode, who set them and who approved a loosening. */
export function renderPolicy(policy: SignedPolicy | null, account: {profile: string; mode: string}, style: Style): string {
  const said = words().approvals.policy
  const profile = terminalSafe(account.profile)
  if (!policy) return `${said.none(profile, account.mode)}\n`
  const lines: Array<[string, string]> = [
    ...ruleLines(policy.policy.rules),
    [said.setBy, `${terminalSafe(policy.policy.set_by.name)} (${words().dateTime(policy.policy.set_at)})`],
    ...(policy.approved_by.length > 0 ? [[said.approvedBy, names(policy.approved_by)] as [string, string]] : []),
  ]
  return `${style.bold(said.heading(profile, account.mode))}\n${labelledLines(lines, (text) => text)}\n`
}

export function renderPolicySaved(account: {profile: string; mode: string}, loosened: boolean): string {
  return `${words().approvals.policy.saved(terminalSafe(account.profile), account.mode, loosened)}\n`
}

/** What a proposal asks: its kind, maker, rows and total (what the payees receive), or the rules proposed, and its approvals. */
export function renderProposal(proposal: Proposal, style: Style): string {
  const said = words().approvals.proposal
  const body = proposal.proposal
  const lines: Array<[string, string]> = [
    [said.labels.maker, terminalSafe(body.maker.name)],
    ...(body.file ? [[said.labels.file, terminalSafe(body.file)] as [string, string]] : []),
    ...(body.policy
      ? ruleLines(body.policy)
      : ([
          [said.labels.rows, String(body.count)],
          [said.labels.total, `${wireMoneyText(body.total)} (${said.totalNote})`],
        ] as Array<[string, string]>)),
    [said.labels.approvals, proposal.approvals.length === 0 ? said.noApprovals : names(proposal.approvals)],
  ]
  return `${style.bold(said.heading(said.kinds[body.kind]))}\n${labelledLines(lines, (text) => text)}\n`
}

export function renderProposalWritten(path: string): string {
  return `${words().approvals.proposal.written(terminalSafe(path), shellWord(path))}\n`
}

/** The question `pay approve` asks before it signs. */
export function approveQuestion(proposal: Proposal): (said: Words) => string {
  const body = proposal.proposal
  return (said) =>
    body.policy
      ? said.approvals.proposal.policyQuestion
      : said.approvals.proposal.question(body.count, said.amount(parseWireMoney(body.total), 'THB'))
}

export function renderApproved(name: string, added: boolean): string {
  const said = words().approvals.proposal
  return `${added ? said.approved(terminalSafe(name)) : said.again(terminalSafe(name))}\n`
}
