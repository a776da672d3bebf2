import {describe, expect, it} from 'vitest'

import {normalisedBaseUrl, readBaseUrl, sameService, serviceIdentity} from '../../../src/core/http/url-input.js'

describe('the base URL pay stores and sends to', () => {
  it.each([
    ['http://127.0.0.1:4010/', 'http://127.0.0.1:4010'],
    ['HTTP://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['http://127.1:4010', 'http://127.0.0.1:4010'],
    ['http://0x7f.1:4010', 'http://127.0.0.1:4010'],
    ['https://API.Example.COM:443/', 'https://api.example.com'],
    ['http://api.example.com:80', 'http://api.example.com'],
    ['https://api.example.com:80', 'https://api.example.com:80'],
    ['https://api.example.com//pay//v2///', 'https://api.example.com/pay/v2'],
    ['https://api.example.com/pay/./x/../v2/', 'https://api.example.com/pay/v2'],
    ['https://api.example.com/pay/%2e/v2', 'https://api.example.com/pay/v2'],
    ['https://api.example.com/p%c3%a9', 'https://api.example.com/p%C3%A9'],
    ['https://api.example.com/pay?x=1#y', 'https://api.example.com/pay'],
    ['http://[0:0:0:0:0:0:0:1]:4010/', 'http://[::1]:4010'],
    ['http://localhost:4010', 'http://localhost:4010'],
  ])('%s → %s', (text, expected) => {
    expect(readBaseUrl(text, {kind: 'base-url'})).toBe(expected)
    expect(normalisedBaseUrl(text)).toBe(expected)
  })

  it('is read by the one URL reader: what it refuses is refused, and kept as written where it must not fail', () => {
    expect(() => readBaseUrl('api.example.com', {kind: 'base-url'})).toThrow('must be an http:// or https:// URL')
    expect(() => readBaseUrl('https://ops:pw@api.example.com', {kind: 'base-url'})).toThrow('user name or password')
    expect(normalisedBaseUrl('api.example.com/')).toBe('api.example.com/')
    expect(normalisedBaseUrl('ftp://api.example.com/')).toBe('ftp://api.example.com/')
  })
})

describe('the same service', () => {
  it('is this machine for localhost, 127.0.0.1 and ::1 in any spelling, on the same port, scheme and path', () => {
    const spellings = [
      'http://localhost:4010',
      'http://LOCALHOST:4010/',
      'http://127.1:4010',
      'http://[::1]:4010',
      'http://[::ffff:127.0.0.1]:4010',
    ]
    for (const spelling of spellings) expect(serviceIdentity(spelling), spelling).toBe('http://127.0.0.1:4010')
    expect(sameService('http://localhost:4010', 'http://127.0.0.1:4011')).toBe(false)
    expect(sameService('http://localhost:4010', 'https://127.0.0.1:4010')).toBe(false)
    expect(sameService('http://localhost:4010/a', 'http://127.0.0.1:4010')).toBe(false)
  })

  it('is not merged for another loopback address, nor for a name, whatever it resolves to', () => {
    expect(sameService('http://127.0.0.2:4010', 'http://127.0.0.1:4010')).toBe(false)
    expect(sameService('http://localhost.:4010', 'http://127.0.0.1:4010')).toBe(false)
    expect(sameService('http://my-box.local:4010', 'http://localhost:4010')).toBe(false)
    expect(sameService('https://api.example.com', 'https://api.example.org')).toBe(false)
  })

  it('compares what is not a URL pay takes as written', () => {
    expect(sameService('not a url', 'not a url')).toBe(true)
    expect(sameService('not a url', 'not a url/')).toBe(false)
  })
})
