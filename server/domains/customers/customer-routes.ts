import type { FastifyInstance } from 'fastify'
import * as customersApi from '#contracts/customers-api'
import { route } from '#server/http/endpoint-route'
import { notFound } from '#server/http/http-error'
import { addCustomerNote } from './customer-notes'
import { findCustomer, searchCustomers } from './customer-queries'
import { eraseCustomer } from './erase-customer'

/** The back office's customers: the list, a customer's page, notes, and erasing (owner only). */
export default async function customerRoutes(app: FastifyInstance) {
  route(app, customersApi.listCustomers, {
    config: { access: 'staff' },
    handler: (request) => searchCustomers(app.db, request.query),
  })

  route(app, customersApi.getCustomer, {
    config: { access: 'staff' },
    handler: async (request) => {
      const customer = await findCustomer(app.db, request.params.key)
      if (!customer) throw notFound('Customer not found')
      return customer
    },
  })

  route(app, customersApi.addCustomerNote, {
    config: { access: 'staff', auditAction: 'customer.note' },
    handler: async (request, reply) =>
      reply.code(201).send(
        await addCustomerNote(app.db, {
          key: request.params.key,
          body: request.body.body,
          author: request.currentStaff,
        }),
      ),
  })

  route(app, customersApi.eraseCustomer, {
    config: { access: 'owner', auditAction: 'customer.erase' },
    handler: async (request) => {
      await eraseCustomer(app.db, request.params.key)
      // The entry keeps the key, never what was erased.
      request.audit.after = { erased: true }
      return { erased: true as const }
    },
  })
}
