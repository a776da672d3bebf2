// qrcode's encoder alone, without its PNG, SVG and terminal renderers (src/ui/text/deposit-screen.ts).
declare module 'qrcode/lib/core/qrcode.js' {
  import type {create} from 'qrcode'

  const core: {create: typeof create}
  export default core
}
// Two of undici's own modules, imported alone to keep its index off the start (src/core/http/dispatcher.ts).
declare module 'undici/lib/dispatcher/agent.js' {
  import {Agent} from 'undici'

  export default Agent
}

declare module 'undici/lib/api/api-request.js' {
  import type {Dispatcher} from 'undici'

  export default function request(this: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>
}
