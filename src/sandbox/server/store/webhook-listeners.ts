import {randomBytes} from 'node:crypto'

import type {Db} from '../database.js'

// Listeners (`pay webhook listen`) that set a merchant's webhook URL for as long as they run, oldest first. Each
// row keeps the URL in effect beneath it (`found_url`), so listeners can stop in any order: the newest one, which
// holds the URL, puts back what it found; one beneath it hands what it found to the one above. Setting the URL
// by hand (the webhook PUT, `sandbox start --webhook-url`) forgets them all: nobody's stop undoes that.

interface ListenerRow {
  id: string
  url: string
  found_url: string | null
}

export type ListenerRemoval = {outcome: 'restored'; url: string | null} | {outcome: 'handed_over'; url: string | null} | {outcome: 'gone'}

/**
 * Makes `url` the merchant's webhook URL, above the listeners before it; undefined for an unknown merchant. An older
 * registration of the same URL is a listener that was killed (two cannot listen on one address): it is taken off
 * first, and a URL equal to `url` found without one is not put back later.
 */
export function addListener(db: Db, merchantId: string, url: string): {id: string; found_url: string | null} | undefined {
  return db.transaction(() => {
    if (currentUrl(db, merchantId) === undefined) return undefined
    for (const stale of rows(db, merchantId).filter((row) => row.url === url)) removeListener(db, merchantId, stale.id)
    const current = currentUrl(db, merchantId)
    const listener = {id: `wl_${randomBytes(8).toString('hex')}`, found_url: current === url ? null : (current ?? null)}
    db.prepare('INSERT INTO webhook_listeners (id, merchant_id, url, found_url) VALUES (?, ?, ?, ?)').run(
      listener.id,
      merchantId,
      url,
      listener.found_url,
    )
    db.prepare('UPDATE merchants SET webhook_url = ? WHERE id = ?').run(url, merchantId)
    return listener
  })()
}

/**
 * Takes a listener off, atomically: if it holds the URL (the newest, and the URL is still its own), what it found
 * is put back; if a newer listener holds it, that one will put back what this one found; `gone` when the URL was
 * set by hand since, and nothing changes.
 */
export function removeListener(db: Db, merchantId: string, id: string): ListenerRemoval {
  return db.transaction((): ListenerRemoval => {
    const all = rows(db, merchantId)
    const index = all.findIndex((row) => row.id === id)
    if (index === -1) return {outcome: 'gone'}
    const listener = all[index]!
    const above = all[index + 1]
    db.prepare('DELETE FROM webhook_listeners WHERE id = ?').run(id)
    if (above) {
      db.prepare('UPDATE webhook_listeners SET found_url = ? WHERE id = ?').run(listener.found_url, above.id)
      return {outcome: 'handed_over', url: currentUrl(db, merchantId) ?? null}
    }
    if (currentUrl(db, merchantId) !== listener.url) return {outcome: 'gone'}
    db.prepare('UPDATE merchants SET webhook_url = ? WHERE id = ?').run(listener.found_url, merchantId)
    return {outcome: 'restored', url: listener.found_url}
  })()
}

/** The URL was set by hand: no listener may put anything back over it. */
export function forgetListeners(db: Db, merchantId: string): void {
  db.prepare('DELETE FROM webhook_listeners WHERE merchant_id = ?').run(merchantId)
}

function rows(db: Db, merchantId: string): ListenerRow[] {
  return db.prepare('SELECT id, url, found_url FROM webhook_listeners WHERE merchant_id = ? ORDER BY seq').all(merchantId) as ListenerRow[]
}

/** The merchant's webhook URL now; undefined when there is no such merchant. */
function currentUrl(db: Db, merchantId: string): string | null | undefined {
  const row = db.prepare('SELECT webhook_url FROM merchants WHERE id = ?').get(merchantId) as {webhook_url: string | null} | undefined
  return row?.webhook_url
}
