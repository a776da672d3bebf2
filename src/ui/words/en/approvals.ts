/**
 * `pay approver …`, `pay policy …`, `pay approve` and `--propose`: the four-eyes controls. Names and paths arrive
 * escaped; amounts formatted.
 */
export const approvals = {
  store: {keyring: 'the OS keyring', file: 'a 0600 file in the config dir'},
  keyPlace: {keyring: 'OS keyring', file: '0600 file', missing: 'missing'},
  added: (name: string, keyId: string, store: string) =>
    `Added approver ${name} (key ${keyId}); the private key is in ${store}. Share the public key with \`pay approver export ${name}\`.`,
  headings: {name: 'NAME', keyId: 'KEY ID', where: 'ADDED', key: 'PRIVATE KEY'},
  here: 'here',
  trustedFrom: 'trusted',
  cardNote: 'Share this card: the others trust it with `pay approver trust FILE`. It holds no secret.',
  none: 'No approvers yet. Add one with `pay approver add NAME`.',
  trusted: (names: string[]) => (names.length === 0 ? 'Every approver of the file was trusted already.' : `Trusted: ${names.join(', ')}.`),
  policy: {
    none: (profile: string, mode: string) => `No policy for ${profile} (${mode}): money is sent without approvals or limits.`,
    heading: (profile: string, mode: string) => `Policy of ${profile} (${mode})`,
    approvals: 'Approvals',
    maxRow: 'Per row at most',
    maxDay: 'Per day at most',
    maxPayeeDay: 'Per payee a day at most',
    newPayeeOver: 'New payee at most',
    hours: 'Hours (Asia/Bangkok)',
    notSet: 'not set',
    setBy: 'Set by',
    approvedBy: 'Loosened with the approval of',
    saved: (profile: string, mode: string, loosened: boolean) => `${loosened ? 'Loosened' : 'Set'} the policy of ${profile} (${mode}).`,
  },
  proposal: {
    heading: (kind: string) => `Proposal (${kind})`,
    labels: {maker: 'Maker', file: 'File', rows: 'Rows', total: 'Total', approvals: 'Approvals'},
    kinds: {batch: 'payout file', withdrawal: 'withdrawal', policy: 'policy change'},
    totalNote: 'what the payees receive; fees come on top',
    noApprovals: 'none yet',
    written: (path: string, word: string) => `Wrote the proposal ${path}. Ask other approvers to run \`pay approve ${word} --as NAME\`.`,
    question: (rows: number, total: string) => `Approve paying ${rows} row${rows === 1 ? '' : 's'}, ${total} in all?`,
    policyQuestion: 'Approve this change of the policy?',
    approved: (name: string) => `Approved as ${name}.`,
    again: (name: string) => `${name} approved it already; nothing changed.`,
  },
}
