// A PENDING deposit for the `deposit get` and `deposit watch` measurements, made through the CLI's own
// typed client (dist/), as a user's earlier `pay deposit create` would have made it.
import {PayApi} from '../../dist/core/http/api.js'
import {PayClient} from '../../dist/core/http/client.js'

/** @returns {Promise<{id: string, expected_amount: string}>} */
export async function createBenchDeposit({baseUrl, key}) {
  const client = new PayClient({baseUrl, keyId: key.key_id, secret: key.secret, userAgent: 'pay-bench'})
  try {
    const {data} = await new PayApi(client).createDeposit({
      amount: '100.00',
      payer_bank_provider: 'KBANK',
      payer_bank_account_name: 'Bench Payer',
      payer_bank_account_number: '1234567890',
    })
    return data
  } finally {
    await client.close()
  }
}
