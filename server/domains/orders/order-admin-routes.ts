import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { orderDetailSchema, orderIdParamsSchema } from '#contracts/checkout'
import {
  adminOrderDetailsSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderSummarySchema,
  orderStatusUpdateSchema,
  refundRequestSchema,
  refundResponseSchema,
  reviewRequestSentSchema,
} from '#contracts/order-admin'
import { notFound } from '#server/http/http-error'
import { decimalToCents } from '#server/lib/money'
import { toOrderDetails } from '#server/domains/checkout/order-detail'
import { changeOrderStatus } from './change-order-status'
import { findAdminOrderDetails, listAdminOrders, summarizeOrders } from './order-admin-queries'
import { every } from '#server/jobs/job-engine'
import { orderDepsOf } from './order-deps'
import { releaseLapsedReservations } from './reservation-release'
import { refundOrder, toOrderRefund } from './order-refunds'
import { sendOrderReviewRequest } from './send-order-review-request'

export default async function orderAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const deps = orderDepsOf(app)
  // Unpaid orders keep their stock for 30 minutes (reservation-release.ts).
  app.jobs.schedule(
    {
      type: 'orders.release-lapsed-reservations',
      label: 'Lapsed reservations',
      cron: every.minute,
    },
    async () => {
      await releaseLapsedReservations(deps)
    },
  )

  api.get(
    '/api/admin/orders',
    {
      config: { access: 'staff' },
      schema: { querystring: adminOrderListQuerySchema, response: { 200: adminOrderListSchema } },
    },
    async (request) => listAdminOrders(deps.db, request.query),
  )

  api.get(
    '/api/admin/orders/summary',
    { config: { access: 'staff' }, schema: { response: { 200: adminOrderSummarySchema } } },
    async () => summarizeOrders(deps.db),
  )

  api.get(
    '/api/admin/orders/:id',
    {
      config: { access: 'staff' },
      schema: { params: orderIdParamsSchema, response: { 200: adminOrderDetailsSchema } },
    },
    async (request) => {
      const details = await findAdminOrderDetails(deps.db, request.params.id)
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
      const order = await changeOrderStatus(deps, {
        ...request.body,
        orderId: request.params.id,
        actor: request.currentStaff,
        audit: request.audit,
      })
      const [detail] = await toOrderDetails(deps.db, [order])
      return detail!
    },
  )

  api.post(
    '/api/admin/orders/:id/review-request',
    {
      config: { access: 'staff', auditAction: 'order.review-request' },
      schema: { params: orderIdParamsSchema, response: { 200: reviewRequestSentSchema } },
    },
    async (request) => sendOrderReviewRequest(deps, request.params.id),
  )

  api.post(
    '/api/admin/orders/:id/refunds',
    {
      config: { access: 'staff', auditAction: 'order.refund' },
      schema: {
        params: orderIdParamsSchema,
        body: refundRequestSchema,
        response: { 200: refundResponseSchema },
      },
    },
    async (request) => {
      const { refund, order } = await refundOrder(deps, {
        orderId: request.params.id,
        amountCents: decimalToCents(request.body.amount) ?? 0,
        // The browser's key, kept apart from the shop's own (`order-<id>-cancel`).
        idempotencyKey: `staff-${request.body.idempotencyKey}`,
        reason: request.body.reason,
        actor: request.currentStaff,
      })
      return { refund: toOrderRefund(refund), paymentStatus: order.paymentStatus }
    },
  )
}
