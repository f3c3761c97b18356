import type { FastifyInstance } from 'fastify'
import { asc, eq } from 'drizzle-orm'
import { pagePaths } from '../../contracts/pages'
import { products } from '../db/schema/catalog'
import { blogPosts } from '../db/schema/content'
import { isIndexable, staffScreenPaths } from './page-heads'
import { isClientRoute } from './render-app-shell'

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  )

/** robots.txt: everything public may be crawled; the API and the staff screens may not. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin/',
    ...staffScreenPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

interface SitemapEntry {
  path: string
  lastModified?: Date
}

/**
 * The pages search engines should know: the static screens of the browser app (no parameters,
 * not for staff, not a visitor's own pages), every product on sale and every published post.
 */
export async function sitemapEntries(app: FastifyInstance): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = pagePaths
    .filter((path: string) => !path.includes(':') && !path.includes('*') && isIndexable(path))
    .map((path) => ({ path }))

  if (isClientRoute('/products/1')) {
    const rows = await app.db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.id))
    for (const row of rows)
      entries.push({ path: `/products/${row.id}`, lastModified: row.updatedAt })
  }
  if (isClientRoute('/blog/a-post')) {
    const rows = await app.db
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

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''
    return `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** GET /robots.txt and GET /sitemap.xml: plain pages outside /api, for crawlers. */
export default async function seoRoutes(app: FastifyInstance) {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(app.config.publicUrl)),
  )

  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = await sitemapEntries(app)
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(sitemapXml(app.config.publicUrl, entries))
  })
}
