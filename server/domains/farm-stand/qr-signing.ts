import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema/content'

const secretKey = 'qr_signing_secret'

/** The farm's QR signing secret, made on first use and shared by every app instance. */
export async function qrSigningSecret(db: Db): Promise<string> {
  await db
    .insert(settings)
    .values({ key: secretKey, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing()
  const [row] = await db.select().from(settings).where(eq(settings.key, secretKey))
  return String(row!.value)
}

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
