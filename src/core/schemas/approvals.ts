import {APPROVER_NAME} from '../approvals/approver-keys.js'
import {timestamp, wireMoney} from './money.js'
import * as z from './zod.js'

const approverName = z.string().regex(APPROVER_NAME)
const keyId = z.string().regex(/^[0-9a-f]{16}$/)
const publicKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/)
const signature = z.string().regex(/^[A-Za-z0-9_-]{86}$/)
const hash = z.string().regex(/^[0-9a-f]{64}$/)
const mode = z.enum(['test', 'live'])

/** An approver's public key as a team shares it (`pay approver export`, read by `pay approver trust`). */
export const approverCardSchema = z.object({pay_approver: z.literal(1), name: approverName, key_id: keyId, public_key: publicKey})
export type ApproverCard = z.infer<typeof approverCardSchema>

/** An approver this machine trusts: one added here (`own`, its private key in the key store) or one trusted from a card. */
export const trustedApproverSchema = z.object({
  name: approverName,
  key_id: keyId,
  public_key: publicKey,
  own: z.boolean(),
  added_at: timestamp,
})
export type TrustedApprover = z.infer<typeof trustedApproverSchema>

export const approversFileSchema = z.object({approvers: z.array(trustedApproverSchema)})

/** Who signed: an approver's name and key id. */
const signerSchema = z.object({name: approverName, key_id: keyId})
export type Signer = z.infer<typeof signerSchema>

/** An approval: an approver's signature of a document's hash. */
export const approvalSchema = z.object({...signerSchema.shape, signature, at: timestamp})
export type Approval = z.infer<typeof approvalSchema>

/** `HH:MM-HH:MM` in Asia/Bangkok; `from` after `to` spans midnight. */
const hoursSchema = z.object({from: z.string().regex(/^\d{2}:\d{2}$/), to: z.string().regex(/^\d{2}:\d{2}$/)})
export type Hours = z.infer<typeof hoursSchema>

/** What a policy requires of a payout; a limit that is null is not set. Money as on the wire. */
export const policyRulesSchema = z.object({
  approvals: z.number().int().min(0).max(9),
  max_row: z.nullable(wireMoney),
  max_day: z.nullable(wireMoney),
  max_payee_day: z.nullable(wireMoney),
  new_payee_over: z.nullable(wireMoney),
  hours: hoursSchema.nullable(),
})
export type PolicyRules = z.infer<typeof policyRulesSchema>

/** The policy of one profile and mode; `base_url` also makes it apply to other credentials of the same service. */
const policyBodySchema = z.object({
  profile: z.string().nullable(),
  mode,
  base_url: z.string(),
  rules: policyRulesSchema,
  set_at: timestamp,
  set_by: signerSchema,
  /** The hash of the policy it replaced. */
  replaces: hash.nullable(),
})
export type PolicyBody = z.infer<typeof policyBodySchema>

/** A policy signed by the approver who set it, with the approvals that let it loosen the one it replaced. */
export const signedPolicySchema = z.object({
  policy: policyBodySchema,
  hash,
  signature,
  approved_by: z.array(approvalSchema),
})
export type SignedPolicy = z.infer<typeof signedPolicySchema>

export const policiesFileSchema = z.object({policies: z.array(signedPolicySchema)})

/** A payout of a proposal: its row in the file, its id in the batch, and the exact body to be sent. */
const proposedRowSchema = z.object({
  row: z.number().int().min(1),
  row_id: z.string(),
  body: z.object({
    amount: wireMoney,
    receiver_bank_provider: z.string(),
    receiver_bank_account_name: z.string(),
    receiver_bank_account_number: z.string(),
    additional: z.object({description: z.string().optional(), reference_user_id: z.string().optional()}).optional(),
  }),
})
export type ProposedRow = z.infer<typeof proposedRowSchema>

const proposalBodySchema = z.object({
  pay_proposal: z.literal(1),
  kind: z.enum(['batch', 'withdrawal', 'policy']),
  profile: z.string().nullable(),
  mode,
  base_url: z.string(),
  /** The hash of the policy in force when it was made: approvals count only under that policy. */
  policy_hash: hash,
  maker: signerSchema,
  created_at: timestamp,
  /** A batch's file as the maker named it (for people; the rows are what is approved). */
  file: z.string().nullable(),
  /** The batch identity of the rows (src/services/batch/batch-identity.ts); null for a policy. */
  content_id: z.string().nullable(),
  rows: z.array(proposedRowSchema),
  count: z.number().int().min(0),
  /** The sum of the rows' amounts, what the payees receive; the service's fees come on top. */
  total: wireMoney,
  /** The policy proposed, for a proposal that loosens one. */
  policy: policyRulesSchema.nullable(),
})
export type ProposalBody = z.infer<typeof proposalBodySchema>

/** `FILE.proposal.json`: what is proposed, its hash, the maker's signature of it, and the approvals. */
export const proposalSchema = z.object({
  proposal: proposalBodySchema,
  hash,
  maker_signature: signature,
  approvals: z.array(approvalSchema),
})
export type Proposal = z.infer<typeof proposalSchema>
