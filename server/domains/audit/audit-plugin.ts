import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '#server/db/client'
import { auditLog } from '#server/db/schema/audit'

export interface AuditEntry {
  actorStaffId?: number | null
  actorEmail?: string | null
  action: string
  targetType: string
  targetId?: string | null
  before?: unknown
  after?: unknown
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * A handler may add the state before its change (and a summary of the state after it, instead
     * of the whole answer); the audit hook records the rest.
     */
    audit: { before?: unknown; after?: unknown; targetId?: string; targetType?: string }
  }
  interface FastifyContextConfig {
    /** Names the change in the audit log (default: "<METHOD> <route>"). */
    auditAction?: string
  }
}

const maxSummaryLength = 4000
function summarize(value: unknown) {
  if (value === undefined || value === null || value === '') return null
  let parsed = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      return { text: value.slice(0, 200) }
    }
  }
  const json = JSON.stringify(parsed)
  return json.length > maxSummaryLength ? { truncated: json.slice(0, maxSummaryLength) } : parsed
}

export async function recordAudit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorStaffId: entry.actorStaffId ?? null,
    actorEmail: entry.actorEmail ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: summarize(entry.before),
    after: summarize(entry.after),
  })
}

/**
 * The one place staff changes are recorded: every successful create/update/delete/upload/trigger
 * on a staff or owner route writes who, what, which target and when, with before/after summaries.
 */
export default fp(
  async function audit(app: FastifyInstance) {
    app.decorateRequest('audit', null as unknown as { before?: unknown })
    app.addHook('onRequest', async (request) => {
      request.audit = {}
    })

    app.addHook('onSend', async (request, reply, payload) => {
      const access = request.routeOptions.config?.access
      const staff = request.currentStaff
      if (!staff || (access !== 'staff' && access !== 'owner')) return payload
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 300)
        return payload
      const url = request.routeOptions.url ?? request.url
      const params = (request.params ?? {}) as Record<string, string | undefined>
      try {
        await recordAudit(app.db, {
          actorStaffId: staff.id,
          actorEmail: staff.email,
          action: request.routeOptions.config?.auditAction ?? `${request.method} ${url}`,
          targetType:
            request.audit.targetType ??
            url.replace(/^\/api\/(admin\/)?/, '').split('/')[0] ??
            'unknown',
          targetId: request.audit.targetId ?? params.id ?? params.key ?? params.commentId ?? null,
          before: request.audit.before,
          after: request.audit.after ?? (typeof payload === 'string' ? payload : request.body),
        })
      } catch (error) {
        request.log.error({ err: error }, 'could not write the audit log')
      }
      return payload
    })
  },
  { name: 'audit', dependencies: ['access-control'] },
)
