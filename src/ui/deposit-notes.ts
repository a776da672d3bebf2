/** The line on stderr when the service answered a create with a deposit it had made for the same Idempotency-Key. */
export function replayedDepositNote(replayed: boolean): string | undefined {
  return replayed
    ? 'The service already had this Idempotency-Key: this is the deposit it created then; nothing was created twice.'
    : undefined
}
