import type { FastifyInstance } from 'fastify'
import * as imageLibraryApi from '#contracts/image-library-api'
import { route } from '#server/http/endpoint-route'
import { searchImageLibrary } from './image-library-queries'

/**
 * GET /api/admin/images?q= (staff): the image search dialog of the Recipe Manager (spec 3 §2, §7)
 * searches the farm's own pictures, as the spec's stock-photo service cannot be reached.
 */
export default async function imageLibraryRoutes(app: FastifyInstance) {
  route(app, imageLibraryApi.searchImages, {
    config: { access: 'staff' },
    handler: async (request) => searchImageLibrary(app.db, request.query.q),
  })
}
