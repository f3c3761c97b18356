import { createHmac, timingSafeEqual } from 'node:crypto'
import { pickupMoveLink } from '#contracts/order-pickup'
import type { Db } from '#server/db/client'
import { settingSecret } from '#server/lib/setting-secret'

const linkSecret = (db: Db) => settingSecret(db, 'pickup_link_secret')

const signature = (secret: string, orderId: number) =>
  createHmac('sha256', secret).update(`order-pickup\n${orderId}`).digest('base64url')

/**
 * An order's e-mailed pickup link carries a token: its id with an HMAC of it, so every e-mail
 * about the order can carry it again and nobody can make one for another order. This is the
 * order a token names, or null when the farm did not sign it.
 */
export async function readPickupToken(db: Db, token: string): Promise<number | null> {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const orderId = Number(match[1])
  if (!Number.isSafeInteger(orderId) || orderId < 1 || orderId > 2_147_483_647) return null
  const expected = Buffer.from(signature(await linkSecret(db), orderId))
  const given = Buffer.from(match[2]!)
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null
}

/** The link that opens the order's pickup page. */
export const pickupLinkOf = async (db: Db, publicUrl: string, orderId: number) =>
  (await pickupLinkMaker(db, publicUrl))(orderId)

/** Makes the pickup links of many orders with the secret read once (the reminder job). */
export async function pickupLinkMaker(db: Db, publicUrl: string) {
  const secret = await linkSecret(db)
  return (orderId: number) => pickupMoveLink(publicUrl, `${orderId}.${signature(secret, orderId)}`)
}
