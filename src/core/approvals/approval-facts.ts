/** A limit of a policy (src/services/approvals/limits.ts), as `pay policy set` names it without its dashes. */
export type LimitName = 'max_row' | 'max_day' | 'max_payee_day' | 'new_payee_over'

/** An approval a proposal carries that does not count, and why. */
export interface UncountedApproval {
  name: string
  why: 'maker' | 'untrusted' | 'bad-signature' | 'twice'
}

/**
 * What the four-eyes controls refused (src/services/approvals/): approvers and their keys, the policy of a profile
 * and mode, proposals and their approvals, limits. Amounts are in satang.
 */
export type ApprovalFact =
  /** The approvers or the policies file does not read as pay wrote it: edited by hand, or damaged. */
  | {code: 'approvals-store-damaged'; path: string}
  | {code: 'approver-name-invalid'; name: string}
  | {code: 'approver-exists'; name: string}
  | {code: 'approver-unknown'; name: string}
  | {code: 'approver-not-here'; name: string}
  | {code: 'approver-key-missing'; name: string; keyId: string}
  | {code: 'approver-card-unreadable'; path: string; issue: string}
  | {code: 'approver-name-taken'; name: string; keyId: string}
  | {code: 'hours-unreadable'; text: string}
  | {code: 'policy-untrusted'; profile: string; mode: string}
  | {code: 'policy-looser'; profile: string; mode: string; approvals: number}
  | {code: 'proposal-not-needed'; profile: string; mode: string}
  | {code: 'proposal-without-policy'; path: string; profile: string; mode: string}
  | {code: 'proposal-required'; profile: string; mode: string; approvals: number}
  | {code: 'proposal-unreadable'; path: string; issue: string}
  | {code: 'proposal-tampered'; path: string}
  | {code: 'proposal-other-kind'; path: string; kind: string; expected: string}
  | {code: 'proposal-other-account'; path: string; profile: string; mode: string}
  | {code: 'proposal-other-policy'; path: string}
  | {code: 'proposal-other-rows'; path: string}
  | {code: 'proposal-other-rules'; path: string}
  | {code: 'approval-by-maker'; name: string; path: string}
  | {code: 'approvals-missing'; path: string; needed: number; counted: string[]; uncounted: UncountedApproval[]}
  | {code: 'limit-exceeded'; limit: LimitName; row: number | null; amount: number; limitAmount: number; already: number}
  | {code: 'outside-hours'; from: string; to: string; now: string}
