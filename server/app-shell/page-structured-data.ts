/** schema.org structured data of page heads: the farm's LocalBusiness, its hours, breadcrumbs. */
import {
  weekdayNames,
  weekdays,
  type FarmAddress,
  type FarmSettings,
  type WeeklyHours,
} from '#contracts/farm-settings'
import type { SiteTexts } from '../domains/content/site-content-cache'
import { absoluteImageUrl, defaultHeroImage } from './page-head-text'

/** The farm's address as a schema.org PostalAddress, from its fields. */
export function postalAddress(address: FarmAddress): Record<string, string> {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.zipCode,
    addressCountry: address.country,
  }
}

/**
 * The week as schema.org OpeningHoursSpecification, one entry per set of equal hours (the days
 * that share "08:00"–"16:00" together); closed days have none. Undefined when the farm is closed
 * every day.
 */
export function openingHoursSpecification(
  hours: WeeklyHours,
): Record<string, unknown>[] | undefined {
  const byRange = new Map<string, { opens: string; closes: string; days: string[] }>()
  for (const day of weekdays) {
    for (const range of hours[day]) {
      const key = `${range.from}-${range.to}`
      const entry = byRange.get(key) ?? { opens: range.from, closes: range.to, days: [] }
      entry.days.push(weekdayNames[day])
      byRange.set(key, entry)
    }
  }
  if (byRange.size === 0) return undefined
  return [...byRange.values()]
    .sort((a, b) => a.opens.localeCompare(b.opens) || a.closes.localeCompare(b.closes))
    .map(({ opens, closes, days }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days,
      opens,
      closes,
    }))
}

/** '@grovesidefarm' from 'https://twitter.com/grovesidefarm' or 'https://x.com/grovesidefarm'. */
export function twitterHandle(url: string): string | null {
  const match = /^https?:\/\/(?:www\.)?(?:twitter|x)\.com\/@?(\w{1,15})\/?$/i.exec(url.trim())
  return match ? `@${match[1]}` : null
}

const socialKeys = ['facebook_url', 'instagram_url', 'twitter_url', 'youtube_url'] as const

/**
 * The farm as a schema.org LocalBusiness, on every page: its name, tagline and picture from the
 * site texts; its address, contacts, hours and place on the map from the farm settings' fields.
 */
export function localBusinessJsonLd(
  site: SiteTexts,
  farm: FarmSettings,
  publicUrl: string,
): Record<string, unknown> {
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
    telephone: farm.phone,
    email: farm.email,
    address: postalAddress(farm.address),
    geo: farm.geo
      ? { '@type': 'GeoCoordinates', latitude: farm.geo.latitude, longitude: farm.geo.longitude }
      : undefined,
    openingHoursSpecification: openingHoursSpecification(farm.hours),
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
