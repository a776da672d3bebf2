export const identity = {
  profile: 'Profile',
  baseUrl: 'Base URL',
  mode: 'Mode',
  keyId: 'Key id',
  status: 'Status',
  noProfile: '(none: credentials from PAY_API_KEY / PAY_API_SECRET)',
  live: 'live (real money)',
  test: 'test',
  accepted: '✓ accepted by the service',
  /** No answer from the service (no HTTP status): the key was not checked. */
  notReached: (code: string, message: string) => `✗ could not reach the service; the key was not checked: ${code} ${message}`.trimEnd(),
  notAccepted: (code: string, message: string) => `✗ not accepted: ${code} ${message}`.trimEnd(),
}
