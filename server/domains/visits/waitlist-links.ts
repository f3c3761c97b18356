import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Db } from '#server/db/client'
import { settingSecret } from '#server/lib/setting-secret'

const linkSecret = (db: Db) => settingSecret(db, 'waitlist_link_secret')

const signature = (secret: string, entryId: number) =>
  createHmac('sha256', secret).update(`waitlist-entry\n${entryId}`).digest('base64url')

/** The token of a waitlist entry's e-mailed link: its id with an HMAC of it. */
export async function waitlistToken(db: Db, entryId: number): Promise<string> {
  return `w${entryId}.${signature(await linkSecret(db), entryId)}`
}

/** The entry a token names, or null when the farm did not sign it. */
export async function readWaitlistToken(db: Db, token: string): Promise<number | null> {
  const match = /^w(\d{1,10})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const id = Number(match[1])
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
  const expected = Buffer.from(signature(await linkSecret(db), id))
  const given = Buffer.from(match[2]!)
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
}
