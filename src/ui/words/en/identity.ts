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
  notAccepted: (code: string, message: string) => `✗ not accepted: ${code} ${message}`.trimEnd(),
}
