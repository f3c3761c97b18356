import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { exportParamsSchema, exportPath, exportRangeSchema } from '#contracts/exports'
import { fileHeaders } from '#server/http/file-headers'
import { exportCsv } from './export-csv'

/**
 * The accountant's CSV exports (decision 0064), for staff: a file, not a JSON endpoint
 * (decision 0052), streamed as it is read.
 */
export default async function exportRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    exportPath,
    {
      config: { access: 'staff' },
      schema: { params: exportParamsSchema, querystring: exportRangeSchema },
    },
    async (request, reply) => {
      const { kind } = request.params
      const { from, to } = request.query
      const csv = await exportCsv(app.db, kind, { from, to })
      const name = `groveside-${kind}-${from}-to-${to}.csv`
      return reply.headers(fileHeaders(name, 'text/csv; charset=utf-8')).send(csv)
    },
  )
}
