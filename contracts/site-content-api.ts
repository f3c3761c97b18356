import { endpoint } from './endpoint'
import {
  siteContentItemSchema,
  siteContentKeyParamsSchema,
  siteContentListSchema,
  siteContentUpdateSchema,
} from './site-content'

/** The site's editable texts and pictures (every page reads them; server-rendered too). */
export const listSiteContent = endpoint({
  method: 'GET',
  path: '/api/site-content',
  responses: { 200: siteContentListSchema },
})

/** Staff save one text or picture; fields left out keep their value. */
export const updateSiteContent = endpoint({
  method: 'PUT',
  path: '/api/site-content/:key',
  params: siteContentKeyParamsSchema,
  body: siteContentUpdateSchema,
  responses: { 200: siteContentItemSchema },
})
