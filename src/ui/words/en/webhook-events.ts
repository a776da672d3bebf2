/** `pay webhook events`: the table of the deliveries the listener kept. */
export const webhookEvents = {
  none: 'No webhook deliveries yet. Receive some with `pay webhook listen`.',
  headings: {time: 'Time', eventId: 'Event id', type: 'Type', signature: 'Signature', forwarded: 'Forwarded'},
  noEventId: '(none)',
  verified: '✓ verified',
  notVerified: 'not verified',
  replay: 'replay',
}
