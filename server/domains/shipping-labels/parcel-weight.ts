/**
 * The parcel weight printed on a label and sent to the carrier (decision 0031). Products carry no
 * weight in the shop, so it is read from each order line's unit (a snapshot taken at order time)
 * and its quantity, plus the box:
 * - "16 oz jar", "12 oz jar": the stated ounces plus 8 oz of glass; "8 oz square": plus 2 oz;
 * - "per lb", "2 lb bag": 16 oz a pound;
 * - "per pint": 12 oz, "per quart": 24 oz (berries);
 * - "3-gallon pot": 5 lb (80 oz) a gallon of soil and plant;
 * - anything else: 1 lb a unit.
 * The box and its packing add 8 oz.
 */

export const boxOunces = 8
export const defaultUnitOunces = 16

export function unitOunces(unit: string | null | undefined): number {
  const text = (unit ?? '').toLowerCase()
  const ounces = /(\d+(?:\.\d+)?)\s*(?:oz|ounces?)\b/.exec(text)
  if (ounces) return Math.ceil(Number(ounces[1])) + (/\bjar\b/.test(text) ? 8 : 2)
  const pounds = /(\d+(?:\.\d+)?)\s*(?:lb|lbs|pounds?)\b/.exec(text)
  if (pounds) return Math.ceil(Number(pounds[1]) * 16)
  if (/\b(?:lb|lbs|pound)\b/.test(text)) return 16
  if (/\bpint\b/.test(text)) return 12
  if (/\bquart\b/.test(text)) return 24
  const gallons = /(\d+(?:\.\d+)?)\s*-?\s*gal(?:lon)?s?\b/.exec(text)
  if (gallons) return Math.ceil(Number(gallons[1]) * 80)
  return defaultUnitOunces
}

/** The whole parcel: every line's units, and the box. */
export function parcelOunces(lines: readonly { unit: string | null; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + unitOunces(line.unit) * line.quantity, boxOunces)
}
