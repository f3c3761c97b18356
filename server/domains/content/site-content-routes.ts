import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  emptySiteTextProblem,
  siteContentDefaults,
  siteContentItemSchema,
  siteContentKeyParamsSchema,
  siteContentListSchema,
  siteContentUpdateSchema,
  type SiteContentDefault,
  type SiteContentItem,
} from '../../../contracts/site-content'
import { siteContent, type SiteContentRow } from '../../db/schema/content'
import { badRequest, notFound } from '../../http/http-error'
import { clearSiteContentCache } from '../../app-shell/site-content-cache'

export type SiteContentUpdate = z.infer<typeof siteContentUpdateSchema>

const defaults: Record<string, SiteContentDefault | undefined> = siteContentDefaults

function toItem(row: SiteContentRow): SiteContentItem {
  return {
    key: row.key,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    contentType: row.contentType,
    description: row.description,
  }
}

export default async function siteContentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/site-content',
    { config: { access: 'public' }, schema: { response: { 200: siteContentListSchema } } },
    async (): Promise<SiteContentItem[]> => {
      const rows = await app.db.select().from(siteContent).orderBy(asc(siteContent.key))
      return rows.map(toItem)
    },
  )

  api.put(
    '/api/site-content/:key',
    {
      config: { access: 'staff', auditAction: 'site-content.update' },
      schema: {
        params: siteContentKeyParamsSchema,
        body: siteContentUpdateSchema,
        response: { 200: siteContentItemSchema },
      },
    },
    async (request): Promise<SiteContentItem> => {
      const { key } = request.params
      const body = request.body
      if (body.key !== undefined && body.key !== key) {
        throw badRequest('The key in the body must match the key in the address.', {
          key: `must be ${key}`,
        })
      }
      const [existing] = await app.db.select().from(siteContent).where(eq(siteContent.key, key))
      const builtIn = defaults[key]
      // Only keys the site knows may be created; a typo must not become a new block.
      if (!existing && !builtIn) throw notFound(`There is no site content "${key}".`)
      request.audit.before = existing ? toItem(existing) : null
      request.audit.targetType = 'site-content'

      const imageUrl = body.imageUrl === '' ? null : body.imageUrl
      const values = {
        title: body.title !== undefined ? body.title : (existing?.title ?? builtIn?.title ?? null),
        content:
          body.content !== undefined
            ? body.content
            : (existing?.content ?? builtIn?.content ?? null),
        imageUrl:
          imageUrl !== undefined ? imageUrl : (existing?.imageUrl ?? builtIn?.imageUrl ?? null),
        contentType: body.contentType ?? existing?.contentType ?? builtIn?.contentType ?? 'text',
        description:
          body.description !== undefined
            ? body.description
            : (existing?.description ?? builtIn?.description ?? null),
      }
      const emptyText = emptySiteTextProblem(key, values.content)
      if (emptyText) {
        throw badRequest(`${builtIn?.title ?? key} cannot be empty: the site shows it.`, {
          content: emptyText,
        })
      }
      const [row] = await app.db
        .insert(siteContent)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: siteContent.key, set: { ...values, updatedAt: sql`now()` } })
        .returning()
      clearSiteContentCache(app.db)
      return toItem(row!)
    },
  )
}
