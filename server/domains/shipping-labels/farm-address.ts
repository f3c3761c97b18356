import { farmAddressLines } from '#contracts/farm-settings-format'
import { farmTimeZoneOrDefault } from '#contracts/farm-time'
import { farmPickupMethod, farmStandMethod, localDeliveryMethod } from '#contracts/order-states'
import { readSiteTexts } from '#server/domains/content/public'
import { readFarmSettings } from '#server/domains/settings/public'
import type { Db } from '#server/db/client'
import type { PostalAddress } from './label-providers'

/** Orders collected at the farm: their stored address is the stand, not somewhere to ship to. */
export const farmMethodsWithoutAddress = [farmPickupMethod, farmStandMethod] as const
/**
 * Orders no carrier takes, so no label: collected at the farm, or driven by the farm itself
 * (local delivery goes out for delivery, never shipped; decision 0042).
 */
export const methodsWithoutLabel = [...farmMethodsWithoutAddress, localDeliveryMethod] as const

/** The farm as a label's sender: the site text farm_name and the farm settings' address. */
export interface FarmSender {
  farmName: string
  /** The address as printed: the street, then "City, ST 12345". */
  lines: string[]
  phone: string | null
  timeZone: string
  /** The same address in a carrier's fields. */
  postal: PostalAddress
}

export async function readFarmSender(db: Db): Promise<FarmSender> {
  const [texts, farm] = await Promise.all([readSiteTexts(db), readFarmSettings(db)])
  const farmName = texts.text('farm_name')
  return {
    farmName,
    lines: farmAddressLines(farm.address),
    phone: farm.phone,
    timeZone: farmTimeZoneOrDefault(farm.timeZone),
    postal: {
      name: farmName,
      street1: farm.address.street,
      city: farm.address.city,
      state: farm.address.state,
      zip: farm.address.zipCode,
      phone: farm.phone,
      email: farm.email,
    },
  }
}
