// The floor CLI's one command: `floor get TARGET` sends the signed GET (as docs/debugging-401.md describes the signature) with Node's built-in
// fetch and prints the body, the least an oclif command can do for `pay balance` or `pay deposit get`.
import * as Args from '@oclif/core/args'
import {Command} from '@oclif/core/command'

import {signedHeaders} from '../signed-headers.js'

export default class Get extends Command {
  static description = 'Send a signed GET and print the answer.'
  static args = {target: Args.string({description: 'Path of the request.', default: '/v1/balance'})}

  async run() {
    const {args} = await this.parse(Get)
    const {BENCH_KEY_ID: keyId, BENCH_SECRET: secret, BENCH_BASE_URL: baseUrl} = process.env
    const response = await fetch(`${baseUrl}${args.target}`, {
      headers: {...signedHeaders({key_id: keyId, secret}, 'GET', args.target), accept: 'application/json'},
    })
    this.log(await response.text())
    if (!response.ok) this.exit(1)
  }
}
