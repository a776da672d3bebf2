import type {LedgerEntry} from '../../src/services/ledger/seen.js'

/** A PENDING deposit of 100.00 as the ledger keeps it (`dep_1`, reference `order-1`), with `over` changed. */
export const depositEntry = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  kind: 'deposit',
  id: 'dep_1',
  reference: 'order-1',
  amount: 10_000,
  fee: null,
  credited: null,
  status: 'PENDING',
  createdAt: '2026-11-01T10:00:00.000Z',
  settledAt: null,
  origin: 'created',
  ...over,
})
