import { queryOptions } from '@tanstack/react-query'
import type { BlogPostSummary } from '#contracts/blog'
import * as blogApi from '#contracts/blog-api'
import type { Product } from '#contracts/catalog'
import * as catalogApi from '#contracts/catalog-api'
import type { CustomerOrder } from '#contracts/orders'
import * as ordersApi from '#contracts/orders-api'
import { orderStatusLabels } from '#contracts/order-states'
import type { ReviewSummary } from '#contracts/reviews'
import * as reviewsApi from '#contracts/reviews-api'
import { apiQuery } from '#web/lib/api-client'

/*
 * The answers are not parsed with the endpoints' schemas: their shapes are checked by hand below
 * (`select`, so the cache holds the answer as the other pages do), and anything that does not
 * match is left out rather than shown half-broken.
 */

type Row = Record<string, unknown>
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null
const isString = (value: unknown): value is string => typeof value === 'string'
const isNullableString = (value: unknown) => value === null || typeof value === 'string'
const isMoney = (value: unknown) => typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value)
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0
const isId = (value: unknown) => Number.isInteger(value) && (value as number) > 0

// ---- current user -------------------------------------------------------------------------

// ---- products -----------------------------------------------------------------------------

export function isProduct(value: unknown): value is Product {
  if (!isRow(value)) return false
  return (
    isId(value.id) &&
    isString(value.name) &&
    isNullableString(value.description) &&
    isMoney(value.price) &&
    isNullableString(value.unit) &&
    isString(value.category) &&
    isNullableString(value.imageUrl) &&
    typeof value.inStock === 'boolean' &&
    typeof value.featured === 'boolean' &&
    (value.stockQuantity === null || isCount(value.stockQuantity)) &&
    isString(value.createdAt) &&
    isString(value.updatedAt)
  )
}

/** GET /api/products (same key and shape as the Products page, so the list is fetched once). */
export const homeProductsQuery = queryOptions({
  ...apiQuery(catalogApi.listProducts),
  select: (body: unknown): Product[] => (Array.isArray(body) ? body.filter(isProduct) : []),
})

/**
 * The first `limit` featured products, those that can be bought first (in stock, then out of
 * stock), in catalogue order within each.
 */
export function featuredProducts(products: readonly Product[], limit: number) {
  const featured = products.filter((product) => product.featured)
  return [
    ...featured.filter((product) => product.inStock),
    ...featured.filter((product) => !product.inStock),
  ].slice(0, limit)
}

export function inStockCount(products: readonly Product[]) {
  return products.filter((product) => product.inStock).length
}

// ---- reviews ------------------------------------------------------------------------------

const isReviewSummary = (value: unknown): value is ReviewSummary =>
  isRow(value) &&
  isCount(value.reviewCount) &&
  (value.averageRating === null || typeof value.averageRating === 'number') &&
  (value.satisfiedPercent === null || isCount(value.satisfiedPercent))

/** GET /api/reviews/summary: the real average and share of 4-5 star reviews (null if none). */
export const reviewSummaryQuery = queryOptions({
  ...apiQuery(reviewsApi.getReviewSummary),
  select: (body: unknown): ReviewSummary | null => (isReviewSummary(body) ? body : null),
})

/** The dashboard's review figures, or none when nobody has reviewed yet. */
export function reviewStats(summary: ReviewSummary | null) {
  if (!summary || summary.averageRating === null || summary.satisfiedPercent === null) return null
  return {
    averageRating: summary.averageRating.toFixed(1),
    satisfaction: `${summary.satisfiedPercent}%`,
  }
}

// ---- blog ---------------------------------------------------------------------------------

export type BlogTeaser = BlogPostSummary

/** The contract's post summary, checked by hand and copied field by field. */
function toBlogTeaser(value: unknown): BlogTeaser | null {
  if (!isRow(value)) return null
  const { id, title, slug, category, excerpt, excerptIsAutomatic, imageUrl, createdAt } = value
  if (
    !isId(id) ||
    !isString(title) ||
    !isString(slug) ||
    !slug ||
    !isString(category) ||
    !isNullableString(excerpt) ||
    typeof excerptIsAutomatic !== 'boolean' ||
    !isNullableString(imageUrl) ||
    !isString(createdAt)
  ) {
    return null
  }
  return {
    id: id as number,
    title,
    slug,
    category,
    excerpt: excerpt as string | null,
    excerptIsAutomatic,
    imageUrl: imageUrl as string | null,
    createdAt,
  }
}

/** GET /api/blog (same key and shape as the Blog page, so the list is fetched once). */
export const blogTeasersQuery = queryOptions({
  ...apiQuery(blogApi.listBlogPosts),
  select: (body: unknown): BlogTeaser[] =>
    Array.isArray(body)
      ? body.map(toBlogTeaser).filter((post): post is BlogTeaser => post !== null)
      : [],
})

/** The `limit` newest posts. */
export function latestPosts(posts: readonly BlogTeaser[], limit: number) {
  return [...posts]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, limit)
}

// ---- orders -------------------------------------------------------------------------------

export function isCustomerOrder(value: unknown): value is CustomerOrder {
  if (!isRow(value)) return false
  return (
    isId(value.id) &&
    isString(value.status) &&
    Object.hasOwn(orderStatusLabels, value.status) &&
    isString(value.paymentStatus) &&
    isMoney(value.totalAmount) &&
    isString(value.createdAt) &&
    isCount(value.itemCount)
  )
}

/** GET /api/orders: the signed-in user's orders, newest first. */
export const myOrdersQuery = queryOptions({
  ...apiQuery(ordersApi.listMyOrders),
  select: (body: unknown): CustomerOrder[] =>
    Array.isArray(body) ? body.filter(isCustomerOrder) : [],
})
