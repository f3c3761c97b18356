import { asc, eq } from 'drizzle-orm'
import { pagePaths } from '#contracts/all-pages'
import type { Db } from '../db/client'
import { products } from '#server/db/schema/catalog'
import { blogPosts } from '#server/db/schema/blog'
import { isIndexable } from './page-heads'
import { isClientRoute } from './render-app-shell'

export interface SitemapEntry {
  path: string
  lastModified?: Date
}

/**
 * The pages search engines should know: the static screens of the browser app (no parameters,
 * not for staff, not a visitor's own pages), every product on sale and every published post.
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = pagePaths
    .filter((path: string) => !path.includes(':') && !path.includes('*') && isIndexable(path))
    .map((path) => ({ path }))

  if (isClientRoute('/products/1')) {
    const rows = await db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.id))
    for (const row of rows)
      entries.push({ path: `/products/${row.id}`, lastModified: row.updatedAt })
  }
  if (isClientRoute('/blog/a-post')) {
    const rows = await db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(asc(blogPosts.createdAt))
    for (const row of rows) {
      entries.push({ path: `/blog/${encodeURIComponent(row.slug)}`, lastModified: row.updatedAt })
    }
  }
  return entries
}
