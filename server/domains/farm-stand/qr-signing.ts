import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Db } from '#server/db/client'
import { settingSecret } from '#server/lib/setting-secret'

/** The farm's QR signing secret, made on first use and shared by every app instance. */
export const qrSigningSecret = (db: Db) => settingSecret(db, 'qr_signing_secret')

export function signCustomPayment(secret: string, amount: string, description: string) {
  return createHmac('sha256', secret).update(`${amount}\n${description}`).digest('hex')
}

export function isGenuineCustomPayment(
  secret: string,
  payment: { amount: string; description: string; sig: string },
) {
  const expected = Buffer.from(
    signCustomPayment(secret, payment.amount, payment.description),
    'hex',
  )
  const given = Buffer.from(payment.sig, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
