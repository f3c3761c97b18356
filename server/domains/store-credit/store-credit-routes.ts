import type { FastifyInstance } from 'fastify'
import * as storeCreditApi from '#contracts/store-credit-api'
import { farmToday } from '#contracts/farm-time'
import { route } from '#server/http/endpoint-route'
import { notFound } from '#server/http/http-error'
import { customerEmailOf } from '#server/domains/customers/public'
import { findUser } from '#server/domains/identity/public'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { storeCreditOf } from './store-credit-ledger'
import { grantStoreCredit } from './grant-store-credit'

/** The customer's own store credit, and staff's view and grants on a customer's page. */
export default async function storeCreditRoutes(app: FastifyInstance) {
  const today = async () => farmToday(await readFarmTimeZone(app.db))
  const customerEmail = async (key: string) => {
    const email = await customerEmailOf(app.db, key)
    if (!email) throw notFound('Customer not found')
    return email
  }

  route(app, storeCreditApi.getMyStoreCredit, {
    config: { access: 'customer' },
    handler: async (request) => {
      const email = (await findUser(app.db, request.currentUserId!))?.email
      return email ? storeCreditOf(app.db, email, await today()) : { balance: '0.00', entries: [] }
    },
  })

  route(app, storeCreditApi.getCustomerStoreCredit, {
    config: { access: 'staff' },
    handler: async (request) =>
      storeCreditOf(app.db, await customerEmail(request.params.key), await today()),
  })

  route(app, storeCreditApi.grantStoreCredit, {
    config: { access: 'staff', auditAction: 'store-credit.grant' },
    handler: async (request, reply) => {
      const email = await customerEmail(request.params.key)
      const credit = await grantStoreCredit(app.db, {
        email,
        grant: request.body,
        staffId: request.currentStaff?.id ?? null,
        today: await today(),
      })
      request.audit.after = { amount: request.body.amount, reason: request.body.reason }
      return reply.code(201).send(credit)
    },
  })
}
