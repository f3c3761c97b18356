/** Placeholder of the custom description; the server uses the same text when it is left empty. */
export const defaultQrDescription = 'Payment to Groveside Farm'

const pad = (value: number) => String(value).padStart(2, '0')

/** The downloaded file's name, stamped with the local time: groveside-qr-2026-11-21-143005.png. */
export function qrFileName(at: Date): string {
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`
  const time = `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`
  return `groveside-qr-${date}-${time}.png`
}

export type CustomQrRequest =
  | { ok: true; custom: { amount?: string; description?: string } }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'amount'; message: string }

const amountPattern = /^\d{1,6}(\.\d{1,2})?$/

/**
 * Checks the Custom Payment QR card before calling the server: an amount or a description is
 * needed (spec 2 §5), and an amount must be dollars and cents above zero.
 */
export function customQrRequest(amount: string, description: string): CustomQrRequest {
  const cleanAmount = amount.trim()
  const cleanDescription = description.trim()
  if (!cleanAmount && !cleanDescription) return { ok: false, reason: 'missing' }
  if (cleanAmount && (!amountPattern.test(cleanAmount) || Number(cleanAmount) <= 0)) {
    return { ok: false, reason: 'amount', message: 'Amount must be like 12.50' }
  }
  return {
    ok: true,
    custom: {
      ...(cleanAmount && { amount: cleanAmount }),
      ...(cleanDescription && { description: cleanDescription }),
    },
  }
}
