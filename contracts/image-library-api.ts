import { endpoint } from './endpoint'
import { imageSearchQuerySchema, imageSearchResultListSchema } from './image-library'

/** Searches the farm's own pictures by words (the newest ones for an empty search), staff only. */
export const searchImages = endpoint({
  method: 'GET',
  path: '/api/admin/images',
  query: imageSearchQuerySchema,
  responses: { 200: imageSearchResultListSchema },
})
