/** schema.org structured data of page heads: the farm's LocalBusiness, its hours, breadcrumbs. */
import type { SiteTexts } from '../domains/content/site-content-cache'
import { absoluteImageUrl, defaultHeroImage } from './page-head-text'

/** '2180 Seagrape Grove Road\nJensen Beach, FL 34957' → a schema.org PostalAddress (or the text). */
export function postalAddress(text: string): Record<string, string> | string | undefined {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  if (lines.length === 0) return undefined
  const cityLine = /^(.+?),\s*([A-Za-z]{2})\.?\s+(\d{5}(?:-\d{4})?)$/
  let street: string | undefined
  let match: RegExpExecArray | null = null
  if (lines.length >= 2) {
    match = cityLine.exec(lines.at(-1)!)
    street = lines.slice(0, -1).join(', ')
  } else {
    const oneLine = /^(.+?),\s*(.+?),\s*([A-Za-z]{2})\.?\s+(\d{5}(?:-\d{4})?)$/.exec(lines[0]!)
    if (oneLine) {
      street = oneLine[1]
      match = [oneLine[0], oneLine[2]!, oneLine[3]!, oneLine[4]!] as unknown as RegExpExecArray
    }
  }
  if (!match || !street) return lines.join(', ')
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: match[1]!.trim(),
    addressRegion: match[2]!.toUpperCase(),
    postalCode: match[3]!,
    addressCountry: 'US',
  }
}

const dayCodes = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const
const dayPattern =
  /\b(mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\b/gi
function dayIndex(word: string) {
  return ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'].indexOf(word.slice(0, 2).toLowerCase())
}

function parseDays(text: string): string | null {
  const days = text
    .toLowerCase()
    .replace(/[,:]+\s*$/, '')
    .trim()
  if (!days || /\b(every ?day|daily|7 days|seven days|all week)\b/.test(days)) return 'Mo-Su'
  if (/\bweekdays\b/.test(days)) return 'Mo-Fr'
  if (/\bweekends?\b/.test(days)) return 'Sa-Su'
  const names = [...days.matchAll(dayPattern)].map((found) => dayIndex(found[1]!))
  if (names.length === 0) return null
  const isRange = names.length === 2 && /(–|—|-|\bto\b|\bthrough\b|\bthru\b)/.test(days)
  if (isRange) return `${dayCodes[names[0]!]}-${dayCodes[names[1]!]}`
  return names.map((index) => dayCodes[index]).join(',')
}

function to24h(hour: string, minutes: string | undefined, meridiem: string | undefined) {
  let value = Number(hour)
  const marker = meridiem?.toLowerCase()
  if (marker === 'p' && value < 12) value += 12
  if (marker === 'a' && value === 12) value = 0
  if (value > 24 || Number(minutes ?? 0) > 59) return null
  return `${String(value).padStart(2, '0')}:${minutes ?? '00'}`
}

/**
 * 'Every day, 8 AM – 10 PM' → ['Mo-Su 08:00-22:00']; 'Mon–Fri 9am-5pm; Sat 9am-1pm' → two
 * entries. Answers null when a part cannot be read (better no hours than wrong hours).
 */
export function openingHours(text: string): string[] | null {
  const time = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?`
  const range = new RegExp(`${time}\\s*(?:–|—|-|to|until)\\s*${time}`, 'i')
  const parts = text
    .split(/[;\n|]+/)
    .map((part) => part.trim())
    .filter((part) => part && !/\bclosed\b/i.test(part))
  if (parts.length === 0) return null
  const result: string[] = []
  for (const part of parts) {
    const found = range.exec(part)
    if (!found) return null
    const [, openHour, openMinutes, openMarker, closeHour, closeMinutes, closeMarker] = found
    const closes = to24h(closeHour!, closeMinutes, closeMarker)
    // '8 – 10 PM' is evening; '9 – 5 PM' is a working day: borrow the closing am/pm only when
    // that keeps the opening time before the closing time.
    const borrowed = openMarker ? null : to24h(openHour!, openMinutes, closeMarker)
    const opens =
      borrowed && closes && borrowed < closes ? borrowed : to24h(openHour!, openMinutes, openMarker)
    const days = parseDays(part.slice(0, found.index))
    if (!opens || !closes || !days || opens >= closes) return null
    result.push(`${days} ${opens}-${closes}`)
  }
  return result
}

/** '@grovesidefarm' from 'https://twitter.com/grovesidefarm' or 'https://x.com/grovesidefarm'. */
export function twitterHandle(url: string): string | null {
  const match = /^https?:\/\/(?:www\.)?(?:twitter|x)\.com\/@?(\w{1,15})\/?$/i.exec(url.trim())
  return match ? `@${match[1]}` : null
}

const socialKeys = ['facebook_url', 'instagram_url', 'twitter_url', 'youtube_url'] as const

/** The farm as a schema.org LocalBusiness, from the editable site content; on every page. */
export function localBusinessJsonLd(site: SiteTexts, publicUrl: string): Record<string, unknown> {
  const hours = openingHours(site.text('contact_hours'))
  const sameAs = socialKeys.map((key) => site.text(key)).filter((url) => /^https?:\/\//i.test(url))
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${publicUrl}/#business`,
    name: site.text('farm_name'),
    description: site.text('farm_tagline') || undefined,
    url: `${publicUrl}/`,
    image:
      absoluteImageUrl(site.image('hero_background_image') ?? defaultHeroImage, publicUrl) ??
      undefined,
    telephone: site.text('contact_phone') || undefined,
    email: site.text('contact_email') || undefined,
    address: postalAddress(site.text('contact_address')),
    openingHours: hours ? (hours.length === 1 ? hours[0] : hours) : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  }
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown> // drops the undefined fields
}

export function breadcrumbs(publicUrl: string, items: [name: string, path: string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: `${publicUrl}${path}`,
    })),
  }
}
