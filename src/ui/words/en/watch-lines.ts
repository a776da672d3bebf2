export const watchLines = {
  kinds: {deposit: 'deposit', withdrawal: 'withdrawal'},
  retry: (seconds: number) => `Trying again in ${seconds} s.`,
}
