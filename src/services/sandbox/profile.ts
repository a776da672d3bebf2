import type {ProfileStore} from '../../core/profiles.js'

export const SANDBOX_PROFILE = 'sandbox'

export interface SandboxMerchantKeys {
  test: {key_id: string; secret: string}
  live: {key_id: string; secret: string}
  webhook_secret: string
}

/** Writes the `sandbox` profile so that `pay balance` works right after `pay sandbox start`. */
export async function writeSandboxProfile(store: ProfileStore, baseUrl: string, merchant: SandboxMerchantKeys): Promise<{madeDefault: boolean}> {
  await store.set(SANDBOX_PROFILE, {base_url: baseUrl, test: merchant.test, live: merchant.live, webhook_secret: merchant.webhook_secret})
  const madeDefault = !store.defaultName()
  if (madeDefault) await store.setDefault(SANDBOX_PROFILE)
  return {madeDefault}
}
