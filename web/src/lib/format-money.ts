let usdFormat: Intl.NumberFormat | undefined
// Built on first use, not when the module loads: a page's first formatter loads locale data,
// which then happens inside hydration's short tasks rather than in the chunk's evaluation.
const usd = () =>
  (usdFormat ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }))

const moneyPattern = /^-?\d+(\.\d{1,2})?$/

/** Formats an API amount such as "12.50" as en-US dollars ("$12.50"). */
export function formatMoney(amount: string | number): string {
  if (typeof amount === 'string') {
    const trimmed = amount.trim()
    if (!moneyPattern.test(trimmed)) {
      throw new RangeError(`Not an amount of money: "${amount}"`)
    }
    return usd().format(Number(trimmed))
  }
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Not an amount of money: ${amount}`)
  }
  return usd().format(amount)
}

/** "12.50" -> 1250, without floating point. */
export function amountToCents(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (!match) throw new RangeError(`Not an amount of money: "${amount}"`)
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  return match[1] ? -cents : cents
}

/** 1250 -> "12.50" (for formatMoney and the API). */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(Math.round(cents))
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}

/** An amount times a whole count ("25.00" × 3 → "75.00"), in whole cents: no floating point. */
export function multiplyAmount(amount: string, count: number): string {
  return centsToAmount(amountToCents(amount) * count)
}
