import type { FastifyInstance } from 'fastify'
import type { SiteContentItem } from '#contracts/site-content'
import * as siteContentApi from '#contracts/site-content-api'
import { route } from '#server/http/endpoint-route'
import { badRequest } from '#server/http/http-error'
import { listSiteContent, saveSiteContent } from './site-content-service'

export default async function siteContentRoutes(app: FastifyInstance) {
  route(app, siteContentApi.listSiteContent, {
    config: { access: 'public' },
    handler: async (): Promise<SiteContentItem[]> => listSiteContent(app.db),
  })

  route(app, siteContentApi.updateSiteContent, {
    config: { access: 'staff', auditAction: 'site-content.update' },
    handler: async (request): Promise<SiteContentItem> => {
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
  })
}
