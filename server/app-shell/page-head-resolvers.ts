/** The head resolvers of pages whose data decides their head (products, blog posts, recipes). */
import { and, asc, eq, or, sql } from 'drizzle-orm'
import { blogPosts } from '#server/db/schema/blog'
import { productReviews } from '#server/db/schema/reviews'
import { products } from '#server/db/schema/catalog'
import { centsToDecimal } from '../lib/money'
import { shownReviews } from '../domains/reviews/review-service'
import { recipeListJsonLd } from '../domains/recipes/recipe-page-head'
import { blogPostExcerpt } from '../domains/blog/blog-excerpt'
import type { PagePath } from '#contracts/all-pages'
import type { PageHead, PageHeadContext } from './page-heads'
import { absoluteImageUrl, defaultHeroImage, joinSentences, truncateText } from './page-head-text'
import { breadcrumbs } from './page-structured-data'

/** What one page resolver says; the rest (farm name, images, canonical...) is filled in. */
export interface PageDescription {
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
export const headResolvers: Partial<Record<PagePath, PageResolver>> = {
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
