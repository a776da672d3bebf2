import {approverCardSchema, proposalSchema, signedPolicySchema, trustedApproverSchema} from '../approvals.js'
import {withdrawalSchema} from '../withdrawal.js'
import * as z from '../zod.js'

const secretPlace = z.enum(['keyring', 'file']).describe('Where the private key went: the OS keyring, or a 0600 file where there is none.')

/** `pay approver add --json` */
export const approverAddedSchema = z.object({...trustedApproverSchema.shape, store: secretPlace})
export type ApproverAdded = z.infer<typeof approverAddedSchema>

/** `pay approver list --json` */
export const approverListSchema = z.object({
  approvers: z.array(
    z.object({
      ...trustedApproverSchema.shape,
      key: z
        .enum(['keyring', 'file', 'missing'])
        .nullable()
        .describe('Where the private key of an approver added here is (missing: in neither); null for one trusted from a card.'),
    }),
  ),
})
export type ApproverList = z.infer<typeof approverListSchema>

/** `pay approver export --json`: the card itself. */
export const approverExportSchema = approverCardSchema

/** `pay approver trust --json`: the approvers trusted now (those trusted already are left out). */
export const approverTrustSchema = z.object({trusted: z.array(approverCardSchema)})
export type ApproverTrust = z.infer<typeof approverTrustSchema>

/** What `--propose` wrote: the proposal and its file. */
export const proposedSchema = z.object({proposal_file: z.string(), proposal: proposalSchema})
export type Proposed = z.infer<typeof proposedSchema>

/** `pay withdrawal create --json`: the withdrawal, or with `--propose` the proposal written. */
export const withdrawalCreateOutputSchema = z.union([withdrawalSchema, proposedSchema])

/** `pay approve --json`: the proposal as approved, and whether this run added an approval. */
export const approvedSchema = z.object({...proposedSchema.shape, added: z.boolean()})
export type Approved = z.infer<typeof approvedSchema>

/** `pay policy set --json`: the policy now in force, or the proposal of it (`--propose`). */
export const policySetSchema = z.union([z.object({policy: signedPolicySchema, loosened: z.boolean()}), proposedSchema])
export type PolicySet = z.infer<typeof policySetSchema>

/** `pay policy show --json`: the policy in force for the profile and mode, or null. */
export const policyShowSchema = z.object({policy: signedPolicySchema.nullable()})
export type PolicyShow = z.infer<typeof policyShowSchema>
