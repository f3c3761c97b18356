const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

const moneyPattern = /^-?\d+(\.\d{1,2})?$/

/** Formats an API amount such as "12.50" as en-US dollars ("$12.50"). */
export function formatMoney(amount: string | number): string {
  if (typeof amount === 'string') {
    const trimmed = amount.trim()
    if (!moneyPattern.test(trimmed)) {
      throw new RangeError(`Not an amount of money: "${amount}"`)
    }
    return usd.format(Number(trimmed))
  }
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Not an amount of money: ${amount}`)
  }
  return usd.format(amount)
}
