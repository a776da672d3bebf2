import {describe, expect, it} from 'vitest'

import {isCheckDue, isNewerVersion, versionToAnnounce} from '../../src/services/updates/notice.js'

const NOW = Date.parse('2026-11-23T12:00:00Z')
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString()

describe('the update notice', () => {
  it('compares releases by major, minor and patch, and never announces a pre-release', () => {
    expect(isNewerVersion('0.2.0', '0.1.9')).toBe(true)
    expect(isNewerVersion('1.0.0', '0.99.99')).toBe(true)
    expect(isNewerVersion('0.10.0', '0.9.0')).toBe(true)
    expect(isNewerVersion('0.1.0', '0.1.0')).toBe(false)
    expect(isNewerVersion('0.0.9', '0.1.0')).toBe(false)
    expect(isNewerVersion('0.2.0-beta.1', '0.1.0')).toBe(false)
  })

  it('looks at the registry at most once a day', () => {
    expect(isCheckDue(undefined, NOW)).toBe(true)
    expect(isCheckDue({checked_at: hoursAgo(23)}, NOW)).toBe(false)
    expect(isCheckDue({checked_at: hoursAgo(25)}, NOW)).toBe(true)
  })

  it('announces a later version at most once a day', () => {
    expect(versionToAnnounce({checked_at: hoursAgo(1), latest: '0.2.0'}, '0.1.0', NOW)).toBe('0.2.0')
    expect(versionToAnnounce({checked_at: hoursAgo(1), latest: '0.2.0', notified_at: hoursAgo(2)}, '0.1.0', NOW)).toBeUndefined()
    expect(versionToAnnounce({checked_at: hoursAgo(1), latest: '0.2.0', notified_at: hoursAgo(25)}, '0.1.0', NOW)).toBe('0.2.0')
    expect(versionToAnnounce({checked_at: hoursAgo(1), latest: '0.1.0'}, '0.1.0', NOW)).toBeUndefined()
    expect(versionToAnnounce({checked_at: hoursAgo(1)}, '0.1.0', NOW)).toBeUndefined()
  })
})
