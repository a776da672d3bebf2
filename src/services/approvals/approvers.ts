import {mkdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

import {APPROVER_NAME, isPublicKey, keyIdOf, newApproverKeys, signHash} from '../../core/approvals/approver-keys.js'
import {InputError} from '../../core/errors.js'
import {withFileLock} from '../../core/files/file-lock.js'
import {parseJson, readTextIfAny} from '../../core/files/json-lines.js'
import {replaceFile} from '../../core/files/replace-file.js'
import {
  type ApproverCard,
  approverCardSchema,
  approversFileSchema,
  type Signer,
  type TrustedApprover,
} from '../../core/schemas/approvals.js'
import type * as z from '../../core/schemas/zod-mini.js'
import type {KeyStore, SecretPlace} from '../../core/secrets/key-store.js'

/** `<config dir>/approvers.json`: the approvers this machine trusts, its own and those of the team. */
export const APPROVERS_FILE = 'approvers.json'
/** The key store's name of an approver's private key (src/core/secrets/key-store.ts). */
function secretName(keyId: string): string {
  return `approver/${keyId}`
}

/**
 * The approvers this machine trusts, none when there is no file. A file that does not read as pay wrote it is
 * refused: approvals are counted against it, so it must not be taken for empty, nor rewritten.
 */
export function readApprovers(configDir: string): TrustedApprover[] {
  return readDocument(join(configDir, APPROVERS_FILE), approversFileSchema)?.approvers ?? []
}

/** A whole document of the approvals' stores, or undefined when there is none; refused when damaged. */
export function readDocument<T>(path: string, schema: z.ZodType<T>): T | undefined {
  const text = readTextIfAny(path)
  if (text === undefined) return undefined
  const parsed = schema.safeParse(parseJson(text))
  if (!parsed.success) throw new InputError({code: 'approvals-store-damaged', path}, {code: 'APPROVALS_STORE_DAMAGED'})
  return parsed.data
}

async function changeApprovers(
  configDir: string,
  change: (approvers: TrustedApprover[]) => TrustedApprover[] | Promise<TrustedApprover[]>,
): Promise<void> {
  const path = join(configDir, APPROVERS_FILE)
  mkdirSync(configDir, {recursive: true})
  await withFileLock(path, async () => {
    const approvers = await change(readApprovers(configDir))
    replaceFile(path, `${JSON.stringify({approvers}, null, 2)}\n`)
  })
}

/**
 * `pay approver add NAME`: a new Ed25519 key pair, its private key in the key store (the OS keyring, else a 0600
 * file) and its public key trusted here. Says where the private key went.
 */
export async function addApprover(options: {
  configDir: string
  keys: KeyStore
  name: string
  now: number
}): Promise<TrustedApprover & {store: SecretPlace}> {
  const {configDir} = options
  const name = approverName(options.name)
  if (readApprovers(configDir).some((approver) => sameName(approver.name, name))) throw exists(name)
  const keys = newApproverKeys()
  const approver: TrustedApprover = {
    name,
    key_id: keys.keyId,
    public_key: keys.publicKey,
    own: true,
    added_at: new Date(options.now).toISOString(),
  }
  let place: SecretPlace = 'file'
  // The key is kept once the name is known to be free, under the lock: a refused add leaves no key behind.
  await changeApprovers(configDir, async (approvers) => {
    if (approvers.some((other) => sameName(other.name, name))) throw exists(name)
    place = await options.keys.put(secretName(keys.keyId), keys.privateKey)
    return [...approvers, approver]
  })
  return {...approver, store: place}
}

/** `pay approver export NAME`: the approver's public key as a team shares it. */
export function approverCard(configDir: string, name: string): ApproverCard {
  const approver = findApprover(configDir, name)
  return {pay_approver: 1, name: approver.name, key_id: approver.key_id, public_key: approver.public_key}
}

/**
 * `pay approver trust FILE`: trusts the approvers of a file of cards (one card, or a list of them, as
 * `pay approver export` prints). A name already trusted with another key is refused: approvals are counted by
 * key, and the name is what people read. Returns the cards trusted now (those trusted already are left).
 */
export async function trustApprovers(options: {configDir: string; file: string; now: number}): Promise<ApproverCard[]> {
  const cards = readCards(options.file)
  const added: ApproverCard[] = []
  await changeApprovers(options.configDir, (approvers) => {
    added.length = 0
    const next = [...approvers]
    for (const card of cards) {
      const same = next.find((approver) => sameName(approver.name, card.name))
      if (same?.key_id === card.key_id) continue
      if (same || next.some((approver) => approver.key_id === card.key_id))
        throw new InputError({code: 'approver-name-taken', name: card.name, keyId: card.key_id}, {code: 'APPROVER_NAME_TAKEN'})
      next.push({
        name: card.name,
        key_id: card.key_id,
        public_key: card.public_key,
        own: false,
        added_at: new Date(options.now).toISOString(),
      })
      added.push(card)
    }
    return next
  })
  return added
}

function readCards(path: string): ApproverCard[] {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw cardUnreadable(path, (error as NodeJS.ErrnoException).code ?? 'unreadable')
  }
  const value = parseJson(text)
  const cards = (Array.isArray(value) ? value : [value]).map((card) => approverCardSchema.safeParse(card))
  const bad = cards.find((card) => !card.success)
  if (bad || cards.length === 0) throw cardUnreadable(path, bad?.error?.issues[0]?.message ?? 'no approver')
  const valid = cards.map((card) => card.data!)
  const wrong = valid.find((card) => !isPublicKey(card.public_key) || keyIdOf(card.public_key) !== card.key_id)
  if (wrong) throw cardUnreadable(path, `the key id of ${wrong.name} is not its public key's`)
  return valid
}

function cardUnreadable(path: string, issue: string): InputError {
  return new InputError({code: 'approver-card-unreadable', path, issue}, {code: 'APPROVER_CARD_UNREADABLE'})
}

/** The approver named `name` (names are compared without case). */
export function findApprover(configDir: string, name: string): TrustedApprover {
  const found = readApprovers(configDir).find((approver) => sameName(approver.name, name))
  if (!found) throw new InputError({code: 'approver-unknown', name}, {code: 'APPROVER_UNKNOWN'})
  return found
}

/** An approver of this machine, ready to sign: its name and key id, and a signature of a hash with its private key. */
export interface ApproverSigner {
  signer: Signer
  sign(documentHash: string): string
}

/** Where the private key of an approver added here is, or undefined when the key store holds it nowhere. */
export async function keyPlaceOf(keys: KeyStore, approver: TrustedApprover): Promise<SecretPlace | undefined> {
  return (await keys.get(secretName(approver.key_id)))?.place
}

/** `--as NAME`: the approver added on this machine under that name, with its private key from the key store. */
export async function signerFor(configDir: string, keys: KeyStore, name: string): Promise<ApproverSigner> {
  const approver = findApprover(configDir, name)
  if (!approver.own) throw new InputError({code: 'approver-not-here', name: approver.name}, {code: 'APPROVER_NOT_HERE'})
  const privateKey = (await keys.get(secretName(approver.key_id)))?.secret
  if (!privateKey)
    throw new InputError({code: 'approver-key-missing', name: approver.name, keyId: approver.key_id}, {code: 'APPROVER_KEY_MISSING'})
  return {signer: {name: approver.name, key_id: approver.key_id}, sign: (documentHash) => signHash(privateKey, documentHash)}
}

/** Checks a name an approver is given; refused with the rule it breaks. */
function approverName(name: string): string {
  if (!APPROVER_NAME.test(name)) throw new InputError({code: 'approver-name-invalid', name}, {code: 'APPROVER_NAME_INVALID'})
  return name
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

function exists(name: string): InputError {
  return new InputError({code: 'approver-exists', name}, {code: 'APPROVER_EXISTS'})
}
