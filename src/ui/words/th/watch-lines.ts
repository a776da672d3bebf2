import type {Words} from '../en/index.js'

export const watchLines = {
  kinds: {deposit: 'รายการฝากเงิน', withdrawal: 'รายการถอนเงิน'},
  retry: (seconds: number) => `จะลองใหม่ใน ${seconds} วินาที`,
} satisfies Words['watchLines']
