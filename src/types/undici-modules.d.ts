// Two of undici's own modules, imported alone to keep its index off the start (src/core/http/dispatcher.ts).
declare module 'undici/lib/dispatcher/agent.js' {
  import {Agent} from 'undici'

  export default Agent
}

declare module 'undici/lib/api/api-request.js' {
  import type {Dispatcher} from 'undici'

  export default function request(this: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>
}
