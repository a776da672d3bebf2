export const payScreen = {
  payExactly: 'Pay exactly',
  payExactlyLine: (amount: string) => `Pay exactly ${amount}`,
  nothingDue: (status: string, amount: string) => `No payment is due: the deposit is ${status} (it expected ${amount}).`,
  nothingToPayTo: (status: string) => `Nothing to pay to: the deposit is ${status}.`,
  scan: (holder: string) => `Scan with any Thai banking app (PromptPay) · pays ${holder}`,
  noColour: (id: string) => `No colour: this code reads on a light background. For any screen: pay deposit get ${id} --qr-png qr.png`,
  transferTo: 'Transfer to',
  bank: 'Bank',
  accountName: 'Account name',
  accountNo: 'Account no.',
  tooSmall: (size: string) => `This terminal (${size}) is too small to show the whole QR code with the amount.`,
  makeItAtLeast: (sizes: string[]) =>
    `Make it at least ${sizes.join(' or ')} (columns×rows) and the code appears, or send the customer the image:`,
}
