import { and, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import { badRequest, notFound } from '#server/http/http-error'
import { centsToDecimal, decimalToCents } from '#server/lib/money'
import { qrSigningSecret, signCustomPayment } from './qr-signing'

/** What the staff's QR generator needs: the database and the payment portal's address. */
export interface StandQrDeps {
  db: Db
  portalUrl: string
}

const defaultDescription = 'Payment to Groveside Farm'

async function qrFor(url: string) {
  // qrcode loads with the first code made, not at every start (decision 0047).
  const { default: QRCode } = await import('qrcode')
  return QRCode.toDataURL(url, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 512,
    color: { dark: '#1f3d2b', light: '#ffffff' },
  })
}

/** A custom-amount code: the amount is signed, so the portal can tell a tampered code. */
export async function customPaymentQr(
  { db, portalUrl }: StandQrDeps,
  { amount, description }: { amount?: string; description?: string },
) {
  if (!amount && !description) {
    throw badRequest('Please provide either amount or description', {
      amount: 'Please provide either amount or description',
    })
  }
  const text = description || defaultDescription
  const params = new URLSearchParams({ description: text })
  if (amount) {
    const normalized = centsToDecimal(decimalToCents(amount)!)
    params.set('amount', normalized)
    params.set('sig', signCustomPayment(await qrSigningSecret(db), normalized, text))
  }
  const url = `${portalUrl}?${params}`
  return { qrCode: await qrFor(url), description: text, url }
}

/** A code for one active product of the stand. */
export async function productQr({ db, portalUrl }: StandQrDeps, productId: number) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)))
  if (!product) throw notFound('Product not found')
  const url = `${portalUrl}?product=${product.id}`
  const unit = product.unit ? ` / ${product.unit.replace(/^per /, '')}` : ''
  const description = `${product.name} — $${centsToDecimal(product.priceCents)}${unit}`
  return { qrCode: await qrFor(url), description, url }
}
