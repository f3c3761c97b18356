import { pickupMoveLink } from '#contracts/order-pickup'
import type { Db } from '#server/db/client'
import { signedIdLinks } from '#server/lib/signed-id-links'

/**
 * An order's e-mailed pickup link carries a token naming the order (signed: nobody can make one
 * for another order), so every e-mail about the order can carry it again.
 */
const links = signedIdLinks({ secretKey: 'pickup_link_secret', purpose: 'order-pickup' })

/** The order a token names, or null when the farm did not sign it. */
export const readPickupToken = links.read

/** The link that opens the order's pickup page. */
export const pickupLinkOf = async (db: Db, publicUrl: string, orderId: number) =>
  (await pickupLinkMaker(db, publicUrl))(orderId)

/** Makes the pickup links of many orders with the secret read once (the reminder job). */
export async function pickupLinkMaker(db: Db, publicUrl: string) {
  const token = await links.maker(db)
  return (orderId: number) => pickupMoveLink(publicUrl, token(orderId))
}
