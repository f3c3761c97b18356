import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { imageSearchQuerySchema, imageSearchResultListSchema } from '#contracts/image-library'
import { searchImageLibrary } from './image-library-queries'

/**
 * GET /api/admin/images?q= (staff): the image search dialog of the Recipe Manager (spec 3 §2, §7)
 * searches the farm's own pictures, as the spec's stock-photo service cannot be reached.
 */
export default async function imageLibraryRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/images',
    {
      config: { access: 'staff' },
      schema: {
        querystring: imageSearchQuerySchema,
        response: { 200: imageSearchResultListSchema },
      },
    },
    async (request) => searchImageLibrary(app.db, request.query.q),
  )
}
