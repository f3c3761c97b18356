import type { FastifyInstance } from 'fastify'
import { staffScreenPaths } from './page-heads'
import { sitemapEntries, type SitemapEntry } from './seo-queries'

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
    const entries = await sitemapEntries(app.db)
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(sitemapXml(app.config.publicUrl, entries))
  })
}
