import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { photoInputSchema, photoListSchema, photoSchema } from '#contracts/gallery'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { listPhotos, photoStore } from './gallery-store'

/**
 * Photo gallery (spec 2 "Photo Gallery", spec 3 §2, §7): the public list, and the Photo Gallery
 * Manager's add, edit and delete at the spec's paths (audited as `photo.create`, `.update`,
 * `.delete`).
 */
export default async function galleryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/photo-gallery',
    { config: { access: 'public' }, schema: { response: { 200: photoListSchema } } },
    async () => listPhotos(app.db),
  )

  staffResourceRoutes(app, {
    name: 'photo',
    path: '/api/photo-gallery',
    routes: ['create', 'update', 'delete'],
    item: photoSchema,
    input: photoInputSchema,
    notFoundMessage: 'Photo not found',
    store: photoStore,
  })
}
