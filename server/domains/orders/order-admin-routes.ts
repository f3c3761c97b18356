import type { FastifyInstance } from 'fastify'
import * as orderAdminApi from '#contracts/order-admin-api'
import { route } from '#server/http/endpoint-route'
import { notFound } from '#server/http/http-error'
import { decimalToCents } from '#server/lib/money'
import { toOrderDetails } from '#server/domains/checkout/public'
import { changeOrderStatus } from './change-order-status'
import { findAdminOrderDetails, listAdminOrders, summarizeOrders } from './order-admin-queries'
import { every } from '#server/jobs/job-engine'
import { orderDepsOf } from './order-deps'
import { releaseLapsedReservations } from './reservation-release'
import { refundOrder, toOrderRefund } from './order-refunds'
import { sendOrderReviewRequest } from './send-order-review-request'

export default async function orderAdminRoutes(app: FastifyInstance) {
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

  route(app, orderAdminApi.listOrders, {
    config: { access: 'staff' },
    handler: async (request) => listAdminOrders(deps.db, request.query),
  })

  route(app, orderAdminApi.getOrderSummary, {
    config: { access: 'staff' },
    handler: async () => summarizeOrders(deps.db),
  })

  route(app, orderAdminApi.getOrderDetails, {
    config: { access: 'staff' },
    handler: async (request) => {
      const details = await findAdminOrderDetails(deps.db, request.params.id)
      if (!details) throw notFound('Order not found')
      return details
    },
  })

  route(app, orderAdminApi.changeOrderStatus, {
    config: { access: 'staff', auditAction: 'order.status' },
    handler: async (request) => {
      const order = await changeOrderStatus(deps, {
        ...request.body,
        orderId: request.params.id,
        actor: request.currentStaff,
        audit: request.audit,
      })
      const [detail] = await toOrderDetails(deps.db, [order])
      return detail!
    },
  })

  route(app, orderAdminApi.sendReviewRequest, {
    config: { access: 'staff', auditAction: 'order.review-request' },
    handler: async (request) => sendOrderReviewRequest(deps, request.params.id),
  })

  route(app, orderAdminApi.refundOrder, {
    config: { access: 'staff', auditAction: 'order.refund' },
    handler: async (request) => {
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
  })
}
