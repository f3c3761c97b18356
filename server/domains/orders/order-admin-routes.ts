import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { and, eq } from 'drizzle-orm'
import { orderDetailSchema, orderIdParamsSchema } from '../../../contracts/checkout'
import {
  adminOrderDetailsSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderSummarySchema,
  orderStatusUpdateSchema,
} from '../../../contracts/order-admin'
import { orderStatusLabels } from '../../../contracts/order-states'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema/orders'
import { HttpError, notFound } from '../../http/http-error'
import { findOrder, toOrderDetails } from '../checkout/order-detail'
import { backInStockMailOf } from '../catalog/back-in-stock'
import { releaseOrderStock } from '../payments/payment-outcomes'
import { findAdminOrderDetails, listAdminOrders, summarizeOrders } from './order-admin-queries'
import { canMoveOrder } from './order-status'

export default async function orderAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/admin/orders',
    {
      config: { access: 'staff' },
      schema: { querystring: adminOrderListQuerySchema, response: { 200: adminOrderListSchema } },
    },
    async (request) => listAdminOrders(app.db, request.query),
  )

  api.get(
    '/api/admin/orders/summary',
    { config: { access: 'staff' }, schema: { response: { 200: adminOrderSummarySchema } } },
    async () => summarizeOrders(app.db),
  )

  api.get(
    '/api/admin/orders/:id',
    {
      config: { access: 'staff' },
      schema: { params: orderIdParamsSchema, response: { 200: adminOrderDetailsSchema } },
    },
    async (request) => {
      const details = await findAdminOrderDetails(app.db, request.params.id)
      if (!details) throw notFound('Order not found')
      return details
    },
  )

  api.patch(
    '/api/admin/orders/:id',
    {
      config: { access: 'staff', auditAction: 'order.status' },
      schema: {
        params: orderIdParamsSchema,
        body: orderStatusUpdateSchema,
        response: { 200: orderDetailSchema },
      },
    },
    async (request) => {
      const next = request.body.status
      const updated = await app.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db
        const order = await findOrder(tx, request.params.id)
        if (!order) throw notFound('Order not found')
        request.audit.before = { status: order.status, paymentStatus: order.paymentStatus }
        request.audit.after = { status: next, paymentStatus: order.paymentStatus }
        if (!canMoveOrder(order.status, next)) {
          throw new HttpError(
            409,
            'INVALID_TRANSITION',
            `Order #${order.id} is ${orderStatusLabels[order.status].toLowerCase()}; it can't become ${orderStatusLabels[next].toLowerCase()}.`,
            { status: 'Not allowed from the current status' },
          )
        }
        // Conditional on the status we read, so two staff changing it at once cannot both win.
        const [row] = await tx
          .update(orders)
          .set({ status: next, updatedAt: new Date() })
          .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
          .returning()
        if (!row)
          throw new HttpError(
            409,
            'CONFLICT',
            'Someone else just changed this order. Please reload.',
          )
        if (next === 'cancelled') await releaseOrderStock(tx, order.id, backInStockMailOf(app))
        await app.mail.queue(
          {
            to: row.customerEmail,
            subject: `Your Groveside order #${row.id} is ${orderStatusLabels[next].toLowerCase()}`,
            text:
              `Hello ${row.customerName},\n\nYour order #${row.id} is now ${orderStatusLabels[next].toLowerCase()}.` +
              (next === 'cancelled' && row.paymentStatus === 'paid'
                ? '\nYour payment will be refunded within 3-5 business days.'
                : '') +
              '\n\nThank you for buying from our farm.\n— Groveside Farm',
          },
          { db: tx },
        )
        return row
      })
      const [detail] = await toOrderDetails(app.db, [updated])
      return detail!
    },
  )
}
