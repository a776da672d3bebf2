// qrcode's encoder alone, without its PNG, SVG and terminal renderers (src/core/promptpay/qr-matrix.ts).
declare module 'qrcode/lib/core/qrcode.js' {
  import type {create} from 'qrcode'

  const core: {create: typeof create}
  export default core
}
