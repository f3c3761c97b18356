import { and, asc, eq, or, sql } from 'drizzle-orm'
import { matchPath } from 'react-router'
import type { Db } from '../db/client'
import { blogPosts } from '../db/schema/content'
import { productReviews, products } from '../db/schema/catalog'
import { centsToDecimal } from '../lib/money'
import { shortenText } from '../lib/shorten-text'
import { shownReviews } from '../domains/reviews/review-service'
import { recipeListJsonLd } from '../domains/recipes/recipe-page-head'
import { blogPostExcerpt } from '../domains/blog/blog-excerpt'
import { pages, type PagePath } from '../../contracts/pages'
import type { SiteTexts } from '../domains/content/site-content-cache'

/**
 * What the server puts into the `<head>` of the app shell for one page (DESIGN.md §4): the page
 * is described for search engines and link previews without running any JavaScript.
 */
export interface PageHead {
  status: 200 | 404
  /** The full document title, farm name included once. */
  title: string
  /** At most {@link maxDescriptionLength} characters. */
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
  /** Whether the browser app has a screen for this path (the page registry, contracts/pages.ts). */
  isClientRoute: (pathname: string) => boolean
}

export const maxDescriptionLength = 160
const defaultHeroImage = '/uploads/demo/hero-farm.svg'

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

// ------------------------------------------------------------------------------ text helpers

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

function joinSentences(first: string, second: string) {
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

// ------------------------------------------------------------------------------ structured data

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

function breadcrumbs(publicUrl: string, items: [name: string, path: string][]) {
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

// ------------------------------------------------------------------------------ the pages

/** What one page resolver says; the rest (farm name, images, canonical...) is filled in. */
interface PageDescription {
  /** Page title without the farm name (it is appended), unless it already contains it. */
  title: string
  description?: string
  notFound?: boolean
  noindex?: boolean
  ogType?: PageHead['ogType']
  image?: string | null
  imageAlt?: string
  ogExtras?: PageHead['ogExtras']
  jsonLd?: Record<string, unknown>[]
  /** Canonical path when it differs from the requested one (e.g. the stored slug). */
  canonicalPath?: string
  /** API answers the screen requests first (same-origin paths). */
  preloadData?: string[]
  /** The screen's largest image above the fold (the stored image URL). */
  preloadImage?: string | null
}

interface PageRequest {
  params: Record<string, string | undefined>
  search: URLSearchParams
  pathname: string
}

type PageResolver = (
  context: PageHeadContext,
  request: PageRequest,
) => PageDescription | Promise<PageDescription>

const categoryKeys = ['fresh', 'plants', 'honey'] as const
const categoryLabels: Record<string, string> = {
  fresh: 'Fresh Produce',
  plants: 'Plants & Trees',
  honey: 'Honey Products',
  fruit: 'Fresh Fruit',
  trees: 'Grafted Trees',
  seeds: 'Seeds',
  tools: 'Farm Tools',
}

async function productPage({ db, publicUrl, site }: PageHeadContext, { params }: PageRequest) {
  const notFound: PageDescription = {
    title: 'Product Not Found',
    description: 'The product you were looking for is not in our shop.',
    notFound: true,
  }
  const id = params.id ?? ''
  if (!/^\d{1,9}$/.test(id)) return notFound
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, Number(id)), eq(products.active, true)))
    .limit(1)
  if (!row) return notFound

  const farmName = site.text('farm_name')
  const url = `${publicUrl}/products/${row.id}`
  const price = centsToDecimal(row.priceCents)
  const available = row.inStock && (row.stockQuantity === null || row.stockQuantity > 0)
  const image = absoluteImageUrl(row.imageUrl, publicUrl) ?? `${publicUrl}/api/placeholder-image`
  const description = truncateText(
    row.description?.trim() ||
      `${row.name} from ${farmName}, ${categoryLabels[row.category] ?? row.category}.`,
  )
  const [rating] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`round(avg(${productReviews.rating}), 1)::text`,
    })
    .from(productReviews)
    .where(and(eq(productReviews.productId, row.id), shownReviews))
  const reviewCount = Number(rating?.count ?? 0)

  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: row.name,
    description: row.description?.trim().slice(0, 5000) || description,
    image: [image],
    sku: String(row.id),
    category: categoryLabels[row.category] ?? row.category,
    url,
    brand: { '@type': 'Brand', name: farmName },
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: 'USD',
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@id': `${publicUrl}/#business` },
    },
  }
  if (reviewCount > 0 && rating?.average) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount,
      bestRating: 5,
      worstRating: 1,
    }
  }
  return {
    title: row.name,
    description,
    preloadData: [`/api/products/${row.id}`, `/api/products/${row.id}/reviews`],
    preloadImage: row.imageUrl,
    ogType: 'product',
    image,
    imageAlt: row.name,
    canonicalPath: `/products/${row.id}`,
    ogExtras: [
      ['product:price:amount', price],
      ['product:price:currency', 'USD'],
      ['product:availability', available ? 'in stock' : 'out of stock'],
    ],
    jsonLd: [
      product,
      breadcrumbs(publicUrl, [
        ['Home', '/'],
        ['Products', '/products'],
        [row.name, `/products/${row.id}`],
      ]),
    ],
  } satisfies PageDescription
}

async function blogPostPage({ db, publicUrl, site }: PageHeadContext, { params }: PageRequest) {
  const notFound: PageDescription = {
    title: 'Blog Post Not Found',
    description: 'The blog post you were looking for is not on our blog.',
    notFound: true,
  }
  const slug = params.slug ?? ''
  if (!slug || slug.length > 255) return notFound
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.published, true),
        or(eq(blogPosts.slug, slug), eq(blogPosts.slug, slug.toLowerCase())),
      ),
    )
    .limit(1)
  if (!post) return notFound

  const farmName = site.text('farm_name')
  const path = `/blog/${encodeURIComponent(post.slug)}`
  const url = `${publicUrl}${path}`
  const image =
    absoluteImageUrl(post.imageUrl, publicUrl) ??
    absoluteImageUrl(site.image('hero_background_image') ?? defaultHeroImage, publicUrl)!
  const description = truncateText(blogPostExcerpt(post).excerpt ?? post.title)
  const organization = { '@type': 'Organization', name: farmName, url: `${publicUrl}/` }
  return {
    title: post.title,
    description,
    preloadData: [`/api/blog/slug/${encodeURIComponent(slug)}`],
    preloadImage: post.imageUrl,
    ogType: 'article',
    image,
    imageAlt: post.title,
    canonicalPath: path,
    ogExtras: [
      ['article:published_time', post.createdAt.toISOString()],
      ['article:modified_time', post.updatedAt.toISOString()],
      ['article:section', post.category],
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        '@id': `${url}#post`,
        mainEntityOfPage: url,
        url,
        headline: post.title.slice(0, 110),
        description,
        articleSection: post.category,
        image: [image],
        datePublished: post.createdAt.toISOString(),
        dateModified: post.updatedAt.toISOString(),
        author: organization,
        publisher: organization,
      },
      breadcrumbs(publicUrl, [
        ['Home', '/'],
        ['Blog', '/blog'],
        [post.title, path],
      ]),
    ],
  } satisfies PageDescription
}

/**
 * Pages whose head says more than the registry's title and description: their data decides it
 * (the rest take title, description and preloads from contracts/pages.ts).
 */
const headResolvers: Partial<Record<PagePath, PageResolver>> = {
  '/': ({ site, publicUrl }) => {
    const farmName = site.text('farm_name')
    const tagline = site.text('farm_tagline')
    return {
      title: tagline ? `${farmName} — ${tagline}` : farmName,
      description: site.text('hero_subtitle') || tagline,
      preloadImage: site.image('hero_background_image') ?? defaultHeroImage,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          '@id': `${publicUrl}/#website`,
          name: farmName,
          url: `${publicUrl}/`,
          publisher: { '@id': `${publicUrl}/#business` },
        },
      ],
    }
  },
  '/products': async ({ db, site }, { search }) => {
    const requested = search.get('category')?.toLowerCase()
    const category =
      requested && (categoryKeys as readonly string[]).includes(requested) ? requested : null
    const description = joinSentences(
      site.text('products_header_title'),
      site.text('products_header_subtitle'),
    )
    // The first card's picture is the largest thing on the screen.
    const [first] = await db
      .select({ imageUrl: products.imageUrl })
      .from(products)
      .where(
        category
          ? and(eq(products.active, true), eq(products.category, category))
          : eq(products.active, true),
      )
      .orderBy(asc(products.id))
      .limit(1)
    if (category) {
      return {
        title: `Products: ${site.text(`category_${category}_title`) || categoryLabels[category]}`,
        description: site.text(`category_${category}_description`) || description,
        image: site.image(`category_${category}_image`),
        imageAlt: site.text(`category_${category}_image`),
        preloadImage: first?.imageUrl,
      }
    }
    return { title: 'Products', description, preloadImage: first?.imageUrl }
  },
  '/products/:id': productPage,
  '/blog/:slug': blogPostPage,
  // The published recipes as schema.org Recipes (drafts never).
  '/recipes': async ({ db, publicUrl, site }) => ({
    title: 'Recipes',
    jsonLd: await recipeListJsonLd(db, {
      publicUrl,
      farmName: site.text('farm_name'),
      image: (imageUrl) => absoluteImageUrl(imageUrl, publicUrl),
    }),
  }),
}

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
    jsonLd: [localBusinessJsonLd(site, publicUrl), ...(page.jsonLd ?? [])],
    preloads: page.notFound ? [] : pagePreloads(page),
  }
}

/** Only this shop's own paths are preloaded (never a third-party image or a data: URL). */
function pagePreloads(page: PageDescription): PageHead['preloads'] {
  const sameOrigin = (href: string | null | undefined): href is string =>
    Boolean(href && href.startsWith('/') && !href.startsWith('//'))
  const preloads: PageHead['preloads'] = ['/api/site-content', ...(page.preloadData ?? [])]
    .filter(sameOrigin)
    .map((href) => ({ href, as: 'fetch' as const }))
  if (sameOrigin(page.preloadImage)) preloads.push({ href: page.preloadImage, as: 'image' })
  return preloads
}
