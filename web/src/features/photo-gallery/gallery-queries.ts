import * as galleryApi from '#contracts/gallery-api'
import { apiQuery } from '#web/lib/api-client'

/** GET /api/photo-gallery: every photo, featured first, then by sort order (server-rendered too). */
export const photoGalleryQuery = apiQuery(galleryApi.listPhotos, undefined, { parse: true })
