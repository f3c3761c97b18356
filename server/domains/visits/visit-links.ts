import { createHmac, timingSafeEqual } from 'node:crypto'
import { visitBookingPath, type VisitKind } from '#contracts/visits'
import type { Db } from '#server/db/client'
import { settingSecret } from '#server/lib/setting-secret'

/** Names one booking of either kind. */
export interface VisitRef {
  kind: VisitKind
  id: number
}

const prefixes: Record<VisitKind, string> = { event: 'e', pick_your_own: 'p' }

const linkSecret = (db: Db) => settingSecret(db, 'visit_link_secret')

const signature = (secret: string, ref: VisitRef) =>
  createHmac('sha256', secret).update(`visit-booking\n${ref.kind}\n${ref.id}`).digest('base64url')

/**
 * The token of a booking's e-mailed link: the booking's kind and id with an HMAC of them, so it
 * can be made again for every e-mail about the booking and cannot be guessed for another one.
 */
export async function visitBookingToken(db: Db, ref: VisitRef): Promise<string> {
  return `${prefixes[ref.kind]}${ref.id}.${signature(await linkSecret(db), ref)}`
}

/** The booking a token names, or null when it is not one the farm signed. */
export async function readVisitBookingToken(db: Db, token: string): Promise<VisitRef | null> {
  const match = /^([ep])(\d{1,10})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const kind: VisitKind = match[1] === 'e' ? 'event' : 'pick_your_own'
  const id = Number(match[2])
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
  const expected = Buffer.from(signature(await linkSecret(db), { kind, id }))
  const given = Buffer.from(match[3]!)
  return given.length === expected.length && timingSafeEqual(given, expected) ? { kind, id } : null
}

export const visitBookingLink = (publicUrl: string, token: string) =>
  `${publicUrl}${visitBookingPath(token)}`
