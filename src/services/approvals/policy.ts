import {mkdirSync} from 'node:fs'
import {join} from 'node:path'

import {hashOf, verifyHash} from '../../core/approvals/approver-keys.js'
import {InputError, PolicyError} from '../../core/errors.js'
import {withFileLock} from '../../core/files/file-lock.js'
import {replaceFile} from '../../core/files/replace-file.js'
import {normalisedBaseUrl, sameService} from '../../core/http/url-input.js'
import {readPositiveAmount} from '../../core/money/field-readers.js'
import {formatBaht, parseWireMoney} from '../../core/money/money.js'
import type {Credentials, Mode} from '../../core/profiles/credentials.js'
import {
  type Approval,
  type Hours,
  type PolicyBody,
  type PolicyRules,
  policiesFileSchema,
  type SignedPolicy,
  type TrustedApprover,
} from '../../core/schemas/approvals.js'
import {type ApproverSigner, readApprovers, readDocument} from './approvers.js'

/** `<config dir>/policies.json`: the signed policy of each profile and mode. */
export const POLICIES_FILE = 'policies.json'

/** What a policy is for: the credentials in use. */
export interface PolicyAccount {
  profile: string | null
  mode: Mode
  baseUrl: string
}

/** The account of the credentials in use, as policies name it. */
export function policyAccountOf(credentials: Credentials): PolicyAccount {
  return {profile: credentials.profileName ?? null, mode: credentials.mode, baseUrl: normalisedBaseUrl(credentials.baseUrl)}
}

/** The limits as `pay policy set` reads them: amounts as typed, hours as `09:00-17:00`. */
export interface RulesInput {
  approvals: number
  maxRow?: string
  maxDay?: string
  maxPayeeDay?: string
  newPayeeOver?: string
  hours?: string
}

/** The labels that name the limits' inputs in errors (the command's flags). */
export type RulesLabels = Record<Exclude<keyof RulesInput, 'approvals'>, string>

/** The limits read into a policy's rules: amounts checked and written as on the wire, hours checked. */
export function rulesOf(input: RulesInput, labels: RulesLabels): PolicyRules {
  const money = (text: string | undefined, label: string) => (text === undefined ? null : formatBaht(readPositiveAmount(text, label)))
  return {
    approvals: input.approvals,
    max_row: money(input.maxRow, labels.maxRow),
    max_day: money(input.maxDay, labels.maxDay),
    max_payee_day: money(input.maxPayeeDay, labels.maxPayeeDay),
    new_payee_over: money(input.newPayeeOver, labels.newPayeeOver),
    hours: input.hours === undefined ? null : readHours(input.hours),
  }
}

/**
 * `09:00-17:00` as hours of the day in Asia/Bangkok; `22:00-06:00` spans midnight. The same hour twice is no window.
 *
 * @example readHours('09:00-17:00') // {from: '09:00', to: '17:00'}
 */
export function readHours(text: string): Hours {
  const match = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(text)
  const [fromHour, fromMinute, toHour, toMinute] = (match?.slice(1) ?? []).map(Number)
  const valid = (hour?: number, minute?: number) => hour !== undefined && minute !== undefined && hour < 24 && minute < 60
  if (!match || !valid(fromHour, fromMinute) || !valid(toHour, toMinute) || fromHour! * 60 + fromMinute! === toHour! * 60 + toMinute!)
    throw new InputError({code: 'hours-unreadable', text}, {code: 'INVALID_HOURS'})
  const clock = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
  return {from: clock(fromHour!, fromMinute!), to: clock(toHour!, toMinute!)}
}

/** Minutes after midnight of `HH:MM`. */
export function minutesOf(clock: string): number {
  const [hour, minute] = clock.split(':').map(Number)
  return hour! * 60 + minute!
}

/**
 * True when `next` allows anything `current` refuses: fewer approvals, a limit raised or removed, hours widened
 * or removed. Only such a change needs the approvals of the policy in force.
 */
export function loosens(current: PolicyRules, next: PolicyRules): boolean {
  if (next.approvals < current.approvals) return true
  const limits = ['max_row', 'max_day', 'max_payee_day', 'new_payee_over'] as const
  for (const limit of limits) {
    const now = current[limit]
    const then = next[limit]
    if (now !== null && (then === null || parseWireMoney(then) > parseWireMoney(now))) return true
  }
  if (current.hours === null) return false
  if (next.hours === null) return true
  return !minutesWithin(next.hours).every((minute) => minutesWithin(current.hours!).includes(minute))
}

/** Every minute of the day a window allows (1,440 at most: cheap, and exact across midnight). */
function minutesWithin(hours: Hours): number[] {
  const from = minutesOf(hours.from)
  const to = minutesOf(hours.to)
  const length = (to - from + 24 * 60) % (24 * 60)
  return Array.from({length}, (_, index) => (from + index) % (24 * 60))
}

export function readPolicies(configDir: string): SignedPolicy[] {
  return readDocument(join(configDir, POLICIES_FILE), policiesFileSchema)?.policies ?? []
}

/**
 * The policy for the credentials in use, checked: their profile's for their mode, else one of the same service
 * and mode (the same account reached by PAY_API_KEY or another profile is under the same controls). A policy whose
 * hash or signature does not check, or whose signer this machine does not trust, refuses the run: it was edited.
 */
export function policyFor(configDir: string, account: PolicyAccount): SignedPolicy | undefined {
  const policies = readPolicies(configDir).filter((signed) => signed.policy.mode === account.mode)
  const found =
    policies.find((signed) => signed.policy.profile === account.profile) ??
    policies.find((signed) => sameService(signed.policy.base_url, account.baseUrl))
  if (!found) return undefined
  const approvers = readApprovers(configDir)
  if (!signedBy(approvers, found.hash, found.signature, found.policy.set_by.key_id) || hashOf(found.policy) !== found.hash)
    throw new PolicyError(
      {code: 'policy-untrusted', profile: nameOf(found.policy.profile), mode: found.policy.mode},
      {code: 'POLICY_UNTRUSTED'},
    )
  return found
}

/** True when `signature` of `documentHash` is by the trusted approver whose key is `keyId`. */
export function signedBy(approvers: TrustedApprover[], documentHash: string, signature: string, keyId: string): boolean {
  const approver = approvers.find((candidate) => candidate.key_id === keyId)
  return approver !== undefined && verifyHash(approver.public_key, documentHash, signature)
}

/** How a policy's profile is named in words: credentials from the environment have none. */
export function nameOf(profile: string | null): string {
  return profile ?? 'PAY_API_KEY'
}

/**
 * `pay policy set`: the rules, signed by `signer`, become the policy of the profile and mode. A change that
 * loosens the policy in force needs `approvals`, counted by the caller from an approved proposal of exactly these
 * rules (proposals.ts); without them it is refused (exit 3).
 */
export async function setPolicy(options: {
  configDir: string
  account: PolicyAccount
  rules: PolicyRules
  signer: ApproverSigner
  /** The approvals counted for a loosening change, from its proposal. */
  approvals?: Approval[]
  now: number
}): Promise<{policy: SignedPolicy; loosened: boolean}> {
  const {configDir, account, rules} = options
  const current = policyFor(configDir, account)
  const loosened = current !== undefined && loosens(current.policy.rules, rules)
  if (loosened && current.policy.rules.approvals > (options.approvals?.length ?? 0))
    throw new PolicyError(
      {code: 'policy-looser', profile: nameOf(account.profile), mode: account.mode, approvals: current.policy.rules.approvals},
      {code: 'POLICY_LOOSER'},
    )
  const body: PolicyBody = {
    profile: account.profile,
    mode: account.mode,
    base_url: account.baseUrl,
    rules,
    set_at: new Date(options.now).toISOString(),
    set_by: options.signer.signer,
    replaces: current?.hash ?? null,
  }
  const hash = hashOf(body)
  const policy: SignedPolicy = {policy: body, hash, signature: options.signer.sign(hash), approved_by: loosened ? options.approvals! : []}
  const path = join(configDir, POLICIES_FILE)
  mkdirSync(configDir, {recursive: true})
  await withFileLock(path, () => {
    const others = readPolicies(configDir).filter(
      (signed) => !(signed.policy.profile === account.profile && signed.policy.mode === account.mode),
    )
    replaceFile(path, `${JSON.stringify({policies: [...others, policy]}, null, 2)}\n`)
  })
  return {policy, loosened}
}
