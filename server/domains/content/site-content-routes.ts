import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { asc } from 'drizzle-orm'
import { siteContentListSchema, type SiteContentItem } from '../../../contracts/site-content'
import { siteContent } from '../../db/schema/content'

export default async function siteContentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/site-content',
    { config: { access: 'public' }, schema: { response: { 200: siteContentListSchema } } },
    async (): Promise<SiteContentItem[]> => {
      const rows = await app.db.select().from(siteContent).orderBy(asc(siteContent.key))
      return rows.map((row) => ({
        key: row.key,
        title: row.title,
        content: row.content,
        imageUrl: row.imageUrl,
        contentType: row.contentType as SiteContentItem['contentType'],
        description: row.description,
      }))
    },
  )
}
