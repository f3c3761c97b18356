import { auditPageSchema, auditQuerySchema } from './audit-log'
import { endpoint } from './endpoint'

/** The staff changes, newest first, filtered and paged on the server (owners only). */
export const listAuditEntries = endpoint({
  method: 'GET',
  path: '/api/admin/audit',
  query: auditQuerySchema,
  responses: { 200: auditPageSchema },
})
