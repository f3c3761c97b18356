/**
 * A maps search for an address, opened in the visitor's maps app or browser (a plain link: no
 * third-party map is embedded in any page). The address may span lines ("Road\nTown, FL").
 */
export function directionsUrl(address: string) {
  const oneLine = address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ')
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(oneLine)}`
}

/** A phone number as a tel: link ("(555) 274-6264" → "tel:5552746264"). */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
