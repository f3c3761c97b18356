import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParam, idParamsSchema } from '#contracts/fields'
import { invoicePaths } from '#contracts/invoices'
import { fileHeaders } from '#server/http/file-headers'
import { notFound } from '#server/http/http-error'
import { buyerOf, findOrder, isBuyerOf } from '#server/domains/checkout/public'
import { creditNoteOf, invoiceOf } from './invoice-documents'

const orderParams = idParamsSchema
const refundParams = z.object({ id: idParam(), refundId: idParam() })

const pdf = (reply: FastifyReply, name: string, bytes: Buffer) =>
  reply.headers(fileHeaders(`${name}.pdf`, 'application/pdf', 'inline')).send(bytes)

/**
 * Invoices and credit notes as PDFs (decision 0063): for the order's buyer (the same visitor or
 * customer who may read the order; anyone else is told it does not exist) and for staff.
 * Printed files, not JSON endpoints (decision 0052).
 */
export default async function invoiceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const buyersOrder = async (request: Parameters<typeof buyerOf>[0], id: number) => {
    const [order, buyer] = await Promise.all([findOrder(app.db, id), buyerOf(request)])
    if (!order || !buyer || !isBuyerOf(order, buyer)) throw notFound('Order not found')
    return order
  }
  const staffOrder = async (id: number) => {
    const order = await findOrder(app.db, id)
    if (!order) throw notFound('Order not found')
    return order
  }

  api.get(
    invoicePaths.invoice,
    { config: { access: 'public' }, schema: { params: orderParams } },
    async (request, reply) => {
      const order = await buyersOrder(request, request.params.id)
      return pdf(reply, `invoice-${order.invoiceNumber}`, await invoiceOf(app.db, order))
    },
  )
  api.get(
    invoicePaths.creditNote,
    { config: { access: 'public' }, schema: { params: refundParams } },
    async (request, reply) => {
      const order = await buyersOrder(request, request.params.id)
      const bytes = await creditNoteOf(app.db, order, request.params.refundId)
      return pdf(reply, `credit-note-${request.params.refundId}`, bytes)
    },
  )
  api.get(
    invoicePaths.staffInvoice,
    { config: { access: 'staff' }, schema: { params: orderParams } },
    async (request, reply) => {
      const order = await staffOrder(request.params.id)
      return pdf(reply, `invoice-${order.invoiceNumber}`, await invoiceOf(app.db, order))
    },
  )
  api.get(
    invoicePaths.staffCreditNote,
    { config: { access: 'staff' }, schema: { params: refundParams } },
    async (request, reply) => {
      const order = await staffOrder(request.params.id)
      const bytes = await creditNoteOf(app.db, order, request.params.refundId)
      return pdf(reply, `credit-note-${request.params.refundId}`, bytes)
    },
  )
}
