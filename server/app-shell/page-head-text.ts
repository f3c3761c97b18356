/** The words and addresses of a page head: titles, descriptions, absolute image URLs. */
import { shortenText } from '../lib/shorten-text'

export const maxDescriptionLength = 160
export const defaultHeroImage = '/uploads/demo/hero-farm.svg'

/** Without bold markers, on one line, cut at a word with one ellipsis: at most `max` characters. */
export function truncateText(text: string, max = maxDescriptionLength): string {
  return shortenText(text.replace(/\*\*/g, '').replace(/\s+/g, ' '), max)
}

/** "Products | Groveside Farm"; never the farm name twice. */
export function composeTitle(pageTitle: string, farmName: string): string {
  if (!farmName) return pageTitle
  if (!pageTitle) return farmName
  return pageTitle.toLowerCase().includes(farmName.toLowerCase())
    ? pageTitle
    : `${pageTitle} | ${farmName}`
}

export function joinSentences(first: string, second: string) {
  if (!first) return second
  if (!second) return first
  return /[.!?:]$/.test(first) ? `${first} ${second}` : `${first}. ${second}`
}

/** An absolute URL for a stored image: /uploads/... on this shop or an https:// address. */
export function absoluteImageUrl(imageUrl: string | null | undefined, publicUrl: string) {
  if (!imageUrl) return null
  if (imageUrl.startsWith('/') && !imageUrl.startsWith('//')) return `${publicUrl}${imageUrl}`
  if (imageUrl.startsWith(`${publicUrl}/`)) return imageUrl
  if (/^https:\/\//i.test(imageUrl)) return imageUrl
  return null // data: URLs and other schemes are no use to a link preview
}
