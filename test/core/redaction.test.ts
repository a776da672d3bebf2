import {describe, expect, it} from 'vitest'

import {withoutCredentials} from '../../src/core/text/redaction.js'

describe('withoutCredentials', () => {
  it.each([
    ['https://ops:s3cret@api.example.com/pay', 'https://api.example.com/pay'],
    // No scheme, or none a parser reads with a host: cut all the same.
    ['//ops:s3cret@proxy:3128', '//proxy:3128'],
    ['ops:s3cret@proxy:8080', 'proxy:8080'],
    ['ops:s3cret@proxy', 'proxy'],
    ['http:ops:s3cret@proxy', 'proxy'],
    // A password with a space, an escape, an "@", a "/" or an undecodable escape in it.
    ['http://ops:s3 cret@proxy:3128', 'http://proxy:3128'],
    ['http://ops:s3%63ret@proxy:3128', 'http://proxy:3128'],
    ['http://ops:s3@cret@proxy:3128/x', 'http://proxy:3128/x'],
    ['http://ops:s3/cret@proxy:3128', 'http://proxy:3128'],
    ['http://ops:%E0s3cret@proxy:3128', 'http://proxy:3128'],
    ['http://ops:s3cret@proxy:port', 'http://proxy:port'],
    ['  https://ops:s3cret@api.example.com', '  https://api.example.com'],
    ['ftp://ops:s3cret@files.example.com', 'ftp://files.example.com'],
  ])('%j → %j', (typed, shown) => {
    expect(withoutCredentials(typed)).toBe(shown)
  })

  it('leaves a URL without a user name or password as written, an "@" of its path, query or fragment included', () => {
    for (const url of ['https://api.example.com', 'https://api.example.com/@team?by=a@b#c@d', 'not a url', ''])
      expect(withoutCredentials(url)).toBe(url)
  })
})
