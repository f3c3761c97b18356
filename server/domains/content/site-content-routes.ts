import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  siteContentItemSchema,
  siteContentKeyParamsSchema,
  siteContentListSchema,
  siteContentUpdateSchema,
  type SiteContentItem,
} from '#contracts/site-content'
import { badRequest } from '#server/http/http-error'
import { listSiteContent, saveSiteContent } from './site-content-service'

export default async function siteContentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/site-content',
    { config: { access: 'public' }, schema: { response: { 200: siteContentListSchema } } },
    async (): Promise<SiteContentItem[]> => listSiteContent(app.db),
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
      const { before, item } = await saveSiteContent({ db: app.db }, key, body)
      request.audit.before = before
      request.audit.targetType = 'site-content'
      return item
    },
  )
}
