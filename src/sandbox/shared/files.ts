/** The files a sandbox keeps in its data dir, read by the `pay sandbox …` commands without loading the sandbox. */
export const SANDBOX_STATE_FILE = 'sandbox.json'
export const SANDBOX_ADMIN_TOKEN_FILE = 'admin-token'
export const SANDBOX_LOG_FILE = 'sandbox.log'
