export const config = {
  langSet: (name: string) => `Language set to ${name}.`,
  langUnset: 'Language setting removed: pay follows the locale (LC_ALL, LC_MESSAGES, LANG).',
  langNotSet: '(not set: pay follows the locale)',
  overridden: (value: string) => `PAY_LANG=${value} is set in this shell and comes first while it is.`,
  badValue: (key: string, value: string, allowed: string[]) => `${key} cannot be ${value}: it is one of ${allowed.join(', ')}.`,
  example: (key: string, value: string) => `For example: \`pay config set ${key} ${value}\``,
}
