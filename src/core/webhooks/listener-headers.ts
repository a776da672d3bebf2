/**
 * Names each listener a delivery passed through, so a chain of listeners forwarding to each other (or to
 * themselves) is cut instead of going round for ever (services/webhooks/delivery-disposition.ts).
 */
export const HOP_HEADER = 'X-Pay-Listener-Hops'
/** Set on a delivery forwarded with --forward-unverified, saying why it was not verified. */
export const UNVERIFIED_HEADER = 'X-Pay-Signature-Unverified'
