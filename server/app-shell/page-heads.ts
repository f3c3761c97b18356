import { matchPath } from 'react-router'
import type { Db } from '../db/client'
import { pages, type PagePath } from '#contracts/all-pages'
import type { FarmSettings } from '#contracts/farm-settings'
import type { SiteTexts } from '../domains/content/site-content-cache'
import {
  absoluteImageUrl,
  composeTitle,
  defaultHeroImage,
  joinSentences,
  truncateText,
} from './page-head-text'
import { localBusinessJsonLd, twitterHandle } from './page-structured-data'
import { headResolvers, type PageDescription } from './page-head-resolvers'

/**
 * What the server puts into the `<head>` of the app shell for one page (DESIGN.md §4): the page
 * is described for search engines and link previews without running any JavaScript.
 */
export interface PageHead {
  status: 200 | 404
  /** The full document title, farm name included once. */
  title: string
  /** At most `maxDescriptionLength` characters (page-head-text.ts). */
  description: string
  /** Absolute, lowercase path, no query; null on pages that do not exist. */
  canonicalUrl: string | null
  /** Absolute URL of this page as shared (og:url). */
  url: string
  /** Keep the page out of search results (staff screens, sign-in, checkout, not-found pages). */
  noindex: boolean
  ogType: 'website' | 'product' | 'article'
  siteName: string
  /** Absolute image URL for link previews. */
  image: string
  imageAlt: string
  /** Extra Open Graph properties (product:price:amount, article:published_time...). */
  ogExtras: [property: string, content: string][]
  /** '@handle' of the farm's Twitter (X) profile, when its address names one. */
  twitterSite: string | null
  /** Structured data blocks; the first is always the farm's LocalBusiness. */
  jsonLd: Record<string, unknown>[]
  /**
   * What the screen will fetch first (its API answers, its largest image), so the browser starts
   * on them while it still loads the JavaScript. Same-origin paths only.
   */
  preloads: { href: string; as: 'fetch' | 'image' }[]
}

export interface PageHeadContext {
  db: Db
  /** Absolute origin of the shop, no trailing slash. */
  publicUrl: string
  site: SiteTexts
  /** The farm's address, contacts and hours (the farm settings). */
  farm: FarmSettings
  /** Whether the browser app has a screen for this path (the page registry, contracts/pages.ts). */
  isClientRoute: (pathname: string) => boolean
}

// ------------------------------------------------------------------------------ paths

/** Lowercase, without a trailing slash (except the root). */
export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase()
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower
}

/** The registered page a path shows, with its parameters (matched like the browser's router). */
export function findPage(pathname: string) {
  for (const page of pages) {
    for (const pattern of page.paths) {
      const match = matchPath({ path: pattern, caseSensitive: false, end: true }, pathname)
      if (match) return { page, pattern: pattern as PagePath, params: match.params }
    }
  }
  return null
}

/** Paths of the staff screens (kept out of search engines; their API is staff-only anyway). */
export const staffScreenPaths: readonly string[] = pages
  .filter((page) => page.access === 'staff')
  .flatMap((page) => page.paths)

export function isStaffScreen(pathname: string): boolean {
  return findPage(pathname)?.page.access === 'staff'
}

/** Whether search engines should index this path (also decides what the sitemap lists). */
export function isIndexable(pathname: string): boolean {
  const found = findPage(pathname)
  return Boolean(found && found.page.access === 'public' && !('private' in found.page))
}

// ------------------------------------------------------------------------------ the head of a page

const pageNotFound: PageDescription = {
  title: 'Page Not Found',
  description: 'The page you were looking for is not on our farm.',
  notFound: true,
}

/** Resolves the head of one page: its own description, the farm around it, and the status. */
export async function resolvePageHead(
  context: PageHeadContext,
  pathname: string,
  search: URLSearchParams = new URLSearchParams(),
): Promise<PageHead> {
  const found = context.isClientRoute(pathname) ? findPage(pathname) : null
  if (!found) return completeHead(context, pathname, pageNotFound)
  const declared = declaredDescription(context, found.page)
  const resolve = headResolvers[found.pattern]
  const page = resolve
    ? {
        ...declared,
        ...(await resolve(context, { params: found.params, search, pathname })),
      }
    : declared
  return completeHead(context, pathname, page)
}

/** What the registry says of a page: its title, description and data. */
function declaredDescription(
  { site }: PageHeadContext,
  page: (typeof pages)[number],
): PageDescription {
  return {
    title: page.title,
    description: 'description' in page ? page.description(site.text) : undefined,
    preloadData: 'data' in page ? [...page.data] : [],
  }
}

/** The head when the page's own data cannot be read (the registry's words around the path). */
export function fallbackHead(context: PageHeadContext, pathname: string): PageHead {
  const found = context.isClientRoute(pathname) ? findPage(pathname) : null
  return completeHead(
    context,
    pathname,
    found ? declaredDescription(context, found.page) : pageNotFound,
  )
}

function completeHead(context: PageHeadContext, pathname: string, page: PageDescription): PageHead {
  const { site, publicUrl } = context
  const farmName = site.text('farm_name')
  const path = page.canonicalPath ?? normalizePath(pathname)
  const url = `${publicUrl}${path}`
  const heroImage = site.image('hero_background_image') ?? defaultHeroImage
  const pageImage = absoluteImageUrl(page.image, publicUrl)
  const description = truncateText(
    page.description || joinSentences(farmName, site.text('farm_tagline')),
  )
  return {
    status: page.notFound ? 404 : 200,
    title: composeTitle(page.title, farmName),
    description,
    canonicalUrl: page.notFound ? null : url,
    url,
    noindex: Boolean(page.notFound || page.noindex || !isIndexable(pathname)),
    ogType: page.ogType ?? 'website',
    siteName: farmName,
    image: pageImage ?? absoluteImageUrl(heroImage, publicUrl) ?? `${publicUrl}${defaultHeroImage}`,
    imageAlt: pageImage ? (page.imageAlt ?? page.title) : site.text('hero_background_image'),
    ogExtras: page.ogExtras ?? [],
    twitterSite: twitterHandle(site.text('twitter_url')),
    jsonLd: [localBusinessJsonLd(site, context.farm, publicUrl), ...(page.jsonLd ?? [])],
    preloads: page.notFound ? [] : pagePreloads(page),
  }
}

/** Only this shop's own paths are preloaded (never a third-party image or a data: URL). */
function pagePreloads(page: PageDescription): PageHead['preloads'] {
  const sameOrigin = (href: string | null | undefined): href is string =>
    Boolean(href && href.startsWith('/') && !href.startsWith('//'))
  const preloads: PageHead['preloads'] = [
    '/api/site-content',
    '/api/farm-settings',
    ...(page.preloadData ?? []),
  ]
    .filter(sameOrigin)
    .map((href) => ({ href, as: 'fetch' as const }))
  if (sameOrigin(page.preloadImage)) preloads.push({ href: page.preloadImage, as: 'image' })
  return preloads
}
