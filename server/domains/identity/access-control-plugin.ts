import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { StaffAccountRow } from '#server/db/schema/identity'
import { forbidden, unauthorized } from '#server/http/http-error'
import { findStaffById } from './staff-accounts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for customer routes: the signed-in user's id. */
    currentUserId: string | null
    /** Set for staff and owner routes: the signed-in, active staff account. */
    currentStaff: StaffAccountRow | null
  }
}

/** The staff account a session belongs to, if its staff sign-in is still valid. */
export async function staffOfRequest(app: FastifyInstance, request: FastifyRequest) {
  const data = await request.session.get()
  if (!data?.staffId || !data.staffUntil || new Date(data.staffUntil) <= new Date()) return null
  const staff = await findStaffById(app.db, data.staffId)
  return staff?.active ? staff : null
}

/**
 * Enforces each route's declared access before anything else runs (so a staff route answers
 * 401/403 even to a malformed request): customer needs a signed-in user; staff an active staff
 * session; owner a staff session with the owner role. Client-sent headers grant nothing.
 */
export default fp(
  async function accessControl(app: FastifyInstance) {
    app.decorateRequest('currentUserId', null)
    app.decorateRequest('currentStaff', null)

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access
      if (!access || access === 'public') return

      const data = await request.session.get()
      if (access === 'customer') {
        if (!data?.userId) throw unauthorized()
        request.currentUserId = data.userId
        return
      }

      const staff = await staffOfRequest(app, request)
      if (!staff)
        throw data?.userId
          ? forbidden('This is for farm staff only.')
          : unauthorized('Staff sign-in required.')
      if (access === 'owner' && staff.role !== 'owner')
        throw forbidden('Only the farm owner can do this.')
      request.currentStaff = staff
    })
  },
  { name: 'access-control', dependencies: ['sessions'] },
)
