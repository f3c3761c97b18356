import { queryOptions } from '@tanstack/react-query'
import { photoListSchema, type Photo } from '#contracts/gallery'
import { getQueryFn } from '#web/lib/api-request'

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

/** GET /api/photo-gallery: every photo, featured first, then by sort order (server-rendered too). */
export const photoGalleryQuery = queryOptions({
  queryKey: ['/api/photo-gallery'],
  queryFn: async (context): Promise<Photo[]> => photoListSchema.parse(await fetchJson(context)),
})
