import { farmTimeZoneOrDefault } from '#contracts/farm-time'
import { farmPickupMethod, farmStandMethod, localDeliveryMethod } from '#contracts/order-states'
import { readSiteTexts } from '#server/domains/content/public'
import type { Db } from '#server/db/client'
import type { PostalAddress } from './label-providers'

/** Orders collected at the farm: their stored address is the stand, not somewhere to ship to. */
export const farmMethodsWithoutAddress = [farmPickupMethod, farmStandMethod] as const
/**
 * Orders no carrier takes, so no label: collected at the farm, or driven by the farm itself
 * (local delivery goes out for delivery, never shipped; decision 0042).
 */
export const methodsWithoutLabel = [...farmMethodsWithoutAddress, localDeliveryMethod] as const

/** The farm as a label's sender: the site texts farm_name, contact_address and contact_phone. */
export interface FarmSender {
  farmName: string
  /** The address as staff wrote it, one line a row (printed as is). */
  lines: string[]
  phone: string | null
  timeZone: string
  /** The same address taken apart for a carrier, or null when its last line is not "City, ST 12345". */
  postal: PostalAddress | null
}

const cityLine = /^(.+?),\s*([A-Za-z]{2})\.?\s+(\d{5}(?:-\d{4})?)$/

export async function readFarmSender(db: Db): Promise<FarmSender> {
  const texts = await readSiteTexts(db)
  const farmName = texts.text('farm_name')
  const lines = texts
    .text('contact_address')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  const phone = texts.text('contact_phone') || null
  const last = lines.length >= 2 ? cityLine.exec(lines.at(-1)!) : null
  return {
    farmName,
    lines,
    phone,
    timeZone: farmTimeZoneOrDefault(texts.text('farm_timezone')),
    postal: last
      ? {
          name: farmName,
          street1: lines[0]!,
          street2: lines.slice(1, -1).join(', ') || undefined,
          city: last[1]!.trim(),
          state: last[2]!.toUpperCase(),
          zip: last[3]!,
          phone,
          email: texts.text('contact_email') || null,
        }
      : null,
  }
}
