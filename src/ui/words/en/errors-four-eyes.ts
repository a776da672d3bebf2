import type {ApprovalFact, LimitName, UncountedApproval} from '../../../core/approvals/approval-facts.js'
import type {SecretsAndAuditFact} from '../../../core/error-facts.js'
import {formatBahtGrouped} from '../../../core/money/money.js'
import type {ErrorWords} from '../error-words.js'

const baht = (satang: number) => `${formatBahtGrouped(satang)} THB`
const nothingSent = 'Nothing was sent.'
const whoCan = 'ask the other approvers to run `pay approve PROPOSAL --as NAME`'
const limitFlags: Record<LimitName, string> = {
  max_row: '--max-row',
  max_day: '--max-day',
  max_payee_day: '--max-payee-day',
  new_payee_over: '--new-payee-over',
}
const uncountedWhy: Record<UncountedApproval['why'], string> = {
  maker: 'the maker',
  untrusted: 'not trusted on this machine',
  'bad-signature': 'a signature that does not check',
  twice: 'approved twice',
}

function limitSentence(fact: Extract<ApprovalFact, {code: 'limit-exceeded'}>): string {
  const what = fact.row === null ? 'The withdrawal' : `Row ${fact.row}`
  const limit = `${limitFlags[fact.limit]} ${baht(fact.limitAmount)}`
  switch (fact.limit) {
    case 'max_row':
      return `${what} pays ${baht(fact.amount)}, over the policy's ${limit}.`
    case 'max_day':
      return `${what} pays ${baht(fact.amount)} after ${baht(fact.already)} paid today: over the policy's ${limit}.`
    case 'max_payee_day':
      return `${what} pays ${baht(fact.amount)} to a payee paid ${baht(fact.already)} today: over the policy's ${limit}.`
    case 'new_payee_over':
      return `${what} pays ${baht(fact.amount)} to a payee pay has never seen paid: over the policy's ${limit}.`
  }
}

/** Approvers, policies, proposals and limits refused (src/services/approvals/). */
export const approvalErrors = {
  'approvals-store-damaged': ({path}) => ({
    message: `${path} is not as pay wrote it: it was edited or damaged, so no approval or policy in it can be counted.`,
    tryMessage: 'Put back the copy you keep, or move it away and set the approvers and the policy up again.',
  }),
  'approver-name-invalid': ({name}) => ({
    message: `"${name}" cannot name an approver: use letters, digits, ".", "_" or "-" (at most 64, starting with a letter or digit).`,
  }),
  'approver-exists': ({name}) => ({
    message: `An approver named ${name} exists already.`,
    tryMessage: 'Choose another name, or see them with `pay approver list`.',
  }),
  'approver-unknown': ({name}) => ({
    message: `No approver named ${name} on this machine.`,
    tryMessage: 'See them with `pay approver list`; add one with `pay approver add NAME`.',
  }),
  'approver-not-here': ({name}) => ({
    message: `${name} is trusted here, but was added on another machine: only they can sign as ${name}.`,
    tryMessage: 'Sign as an approver added on this machine (`pay approver list`).',
  }),
  'approver-key-missing': ({name, keyId}) => ({
    message: `The private key of ${name} (key ${keyId}) is not in the key store of this machine.`,
    tryMessage: 'Add the approver again under another name with `pay approver add NAME`, and share the new key.',
  }),
  'approver-card-unreadable': ({path, issue}) => ({
    message: `${path} is not a file of approvers as \`pay approver export\` prints them: ${issue}.`,
    tryMessage: 'Ask the approver for the output of `pay approver export NAME` again.',
  }),
  'approver-name-taken': ({name, keyId}) => ({
    message: `An approver named ${name}, or the key ${keyId}, is trusted here already with another name or key.`,
    tryMessage: 'Check with the approver which key is theirs; nothing was trusted.',
  }),
  'hours-unreadable': ({text}) => ({
    message: `--hours "${text}" is not a window of the day: write it as 09:00-17:00 (Asia/Bangkok), two different times.`,
  }),
  'policy-untrusted': ({profile, mode}) => ({
    message: `The policy of ${profile} (${mode}) is not signed by an approver this machine trusts, or was edited after it was signed. ${nothingSent}`,
    tryMessage: 'Put back the policies file you keep, or have an approver set the policy again with `pay policy set`.',
  }),
  'policy-looser': ({profile, mode, approvals}) => ({
    message: `This change loosens the policy of ${profile} (${mode}), which needs ${approvals} approval${approvals === 1 ? '' : 's'} to change so. Nothing was changed.`,
    tryMessage: `Run the same command with --propose, ${whoCan}, then run it again with --proposal PROPOSAL.`,
  }),
  'proposal-not-needed': ({profile, mode}) => ({
    message: `The policy of ${profile} (${mode}) asks for no approvals: there is nothing to propose.`,
    tryMessage: 'Run the command without --propose.',
  }),
  'proposal-without-policy': ({path, profile, mode}) => ({
    message: `No policy of ${profile} (${mode}) is set on this machine, so the approvals of ${path} cannot be checked. ${nothingSent}`,
    tryMessage: 'Copy the policy it was approved under to this machine (docs/approvals.md), or run the command without --proposal.',
  }),
  'proposal-required': ({profile, mode, approvals}) => ({
    message: `The policy of ${profile} (${mode}) needs ${approvals} approval${approvals === 1 ? '' : 's'} before money is sent, and no proposal was given. ${nothingSent}`,
    tryMessage: `Make one with --propose --as NAME, ${whoCan}, then run the command with --proposal PROPOSAL.`,
  }),
  'proposal-unreadable': ({path, issue}) => ({
    message: `${path} is not a proposal pay wrote: ${issue}.`,
    tryMessage: 'Give the FILE.proposal.json that --propose wrote.',
  }),
  'proposal-tampered': ({path}) => ({
    message: `${path} was changed after it was made, or its maker is not trusted on this machine. ${nothingSent}`,
    tryMessage: 'Make a new proposal with --propose and have it approved again.',
  }),
  'proposal-other-kind': ({path, kind, expected}) => ({
    message: `${path} proposes a ${kind}, not a ${expected}.`,
  }),
  'proposal-other-account': ({path, profile, mode}) => ({
    message: `${path} was made for ${profile} (${mode}), not for the credentials in use. ${nothingSent}`,
    tryMessage: 'Run it with the profile and mode it was made for (--profile, --live).',
  }),
  'proposal-other-policy': ({path}) => ({
    message: `The policy changed after ${path} was made: its approvals were given under another policy. ${nothingSent}`,
    tryMessage: 'Make a new proposal with --propose and have it approved under the policy in force.',
  }),
  'proposal-other-rows': ({path}) => ({
    message: `The rows to send are not the rows approved in ${path} (an amount, an account, a name or a row differs). ${nothingSent}`,
    tryMessage: 'Send the file as it was approved, or propose the changed file and have it approved.',
  }),
  'proposal-other-rules': ({path}) => ({
    message: `The policy asked for is not the one proposed in ${path}. Nothing was changed.`,
    tryMessage: 'Give the same values as the proposal (pay policy show, and the proposal file), or propose these.',
  }),
  'approval-by-maker': ({name, path}) => ({
    message: `${name} made ${path}, and a maker cannot approve their own proposal.`,
    tryMessage: 'Ask another approver to run `pay approve PROPOSAL --as NAME`.',
  }),
  'approvals-missing': ({path, needed, counted, uncounted}) => {
    const have = counted.length === 0 ? 'none' : `${counted.length} (${counted.join(', ')})`
    const not = uncounted.map((approval) => `${approval.name}: ${uncountedWhy[approval.why]}`).join('; ')
    return {
      message: `${path} needs ${needed} approval${needed === 1 ? '' : 's'} by trusted approvers other than its maker, and has ${have}${not ? `; not counted: ${not}` : ''}. ${nothingSent}`,
      tryMessage: `${needed - counted.length} more: ${whoCan}.`,
    }
  },
  'limit-exceeded': (fact) => ({
    message: `${limitSentence(fact)} ${nothingSent}`,
    tryMessage: 'Split the payment over days or payees, or have the policy changed with `pay policy set`.',
  }),
  'outside-hours': ({from, to, now}) => ({
    message: `It is ${now} in Bangkok, outside the policy's hours for sending money (${from}-${to}). ${nothingSent}`,
    tryMessage: `Run it again between ${from} and ${to} (Asia/Bangkok).`,
  }),
} satisfies Pick<ErrorWords, ApprovalFact['code']>

/** The key store's and the audit log's errors. */
export const secretsAndAuditErrors = {
  'secret-missing': ({name, keyring}) => ({
    message: `No secret ${name} is kept on this machine${keyring === undefined ? '' : `: the OS keyring could not be read (${keyring})`}.`,
    tryMessage:
      "Save it again (a profile's key: `pay profile add`); if it is in the OS keyring, unlock the keyring (log in to the desktop session, or unlock the Keychain) and run the command again.",
  }),
  'audit-bad-date': ({flag, value}) => ({
    message: `${flag} "${value}" is not a date.`,
    tryMessage: `Give ${flag} as a date (2026-11-28) or a time with its zone (2026-11-28T09:00:00+07:00).`,
  }),
  'audit-log-tail': ({path}) => ({
    message: `The last line of the audit log ${path} is not an audit record: no record can be chained to it.`,
    tryMessage:
      'Run `pay audit verify` to see where the log was changed, and keep the file aside for whoever audits it: pay starts a new log once it is moved.',
  }),
} satisfies Pick<ErrorWords, SecretsAndAuditFact['code']>
