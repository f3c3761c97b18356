import type { FastifyInstance } from 'fastify'
import * as galleryApi from '#contracts/gallery-api'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { listPhotos, photoStore } from './gallery-store'

/**
 * Photo gallery (spec 2 "Photo Gallery", spec 3 §2, §7): the public list, and the Photo Gallery
 * Manager's add, edit and delete at the spec's paths (audited as `photo.create`, `.update`,
 * `.delete`).
 */
export default async function galleryRoutes(app: FastifyInstance) {
  staffResourceRoutes(app, {
    name: 'photo',
    endpoints: galleryApi.photos,
    publicList: { endpoint: galleryApi.listPhotos, read: listPhotos },
    routes: ['page', 'get', 'create', 'update', 'delete'],
    notFoundMessage: 'Photo not found',
    store: photoStore,
  })
}
