import type { FastifyInstance } from 'fastify'
import * as galleryApi from '#contracts/gallery-api'
import { route } from '#server/http/endpoint-route'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { listPhotos, photoStore } from './gallery-store'

/**
 * Photo gallery (spec 2 "Photo Gallery", spec 3 §2, §7): the public list, and the Photo Gallery
 * Manager's add, edit and delete at the spec's paths (audited as `photo.create`, `.update`,
 * `.delete`).
 */
export default async function galleryRoutes(app: FastifyInstance) {
  route(app, galleryApi.listPhotos, {
    config: { access: 'public' },
    handler: async () => listPhotos(app.db),
  })

  staffResourceRoutes(app, {
    name: 'photo',
    endpoints: galleryApi.photos,
    routes: ['create', 'update', 'delete'],
    notFoundMessage: 'Photo not found',
    store: photoStore,
  })
}
