import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { fileHeaders } from '#server/http/file-headers'
import {
  orderExportQuerySchema,
  orderFilePaths,
  orderIdsQuerySchema,
} from '#contracts/order-search'
import * as orderAdminApi from '#contracts/order-admin-api'
import { route } from '#server/http/endpoint-route'
import { notFound } from '#server/http/http-error'
import { decimalToCents } from '#server/lib/money'
import { toOrderDetails } from '#server/domains/checkout/public'
import { changeOrderStatus } from './change-order-status'
import { changeOrderStatuses } from './change-order-statuses'
import { orderListCsv } from './order-export'
import { ordersByIds, searchOrders } from './order-search-queries'
import { packingSlipsPdf, pickListPdf } from './packing-documents'
import { findAdminOrderDetails, summarizeOrders } from './order-admin-queries'
import { every } from '#server/jobs/job-engine'
import { pickupReminderSchedule, sendPickupReminders } from './pickup-reminders'
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

  app.jobs.schedule(
    { type: 'orders.pickup-reminders', label: 'Pickup reminders', cron: pickupReminderSchedule },
    async () => {
      await sendPickupReminders(deps)
    },
  )

  route(app, orderAdminApi.searchOrders, {
    config: { access: 'staff' },
    handler: async (request) => searchOrders(deps.db, request.query),
  })

  route(app, orderAdminApi.changeOrderStatuses, {
    config: { access: 'staff', auditAction: 'order.bulk-status' },
    handler: async (request) => {
      const result = await changeOrderStatuses(deps, {
        ...request.body,
        actor: request.currentStaff,
      })
      request.audit.after = { status: request.body.status, ...result }
      return result
    },
  })

  // Printed and exported files, not JSON endpoints (decision 0052).
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get(
    orderFilePaths.packingSlips,
    { config: { access: 'staff' }, schema: { querystring: orderIdsQuerySchema } },
    async (request, reply) => {
      const found = await ordersByIds(deps.db, request.query.ids)
      if (found.length === 0) throw notFound('None of these orders exist')
      const pdf = await packingSlipsPdf(deps.db, found)
      return reply.headers(fileHeaders('packing-slips.pdf', 'application/pdf')).send(pdf)
    },
  )
  api.get(
    orderFilePaths.pickList,
    { config: { access: 'staff' }, schema: { querystring: orderIdsQuerySchema } },
    async (request, reply) => {
      const found = await ordersByIds(deps.db, request.query.ids)
      if (found.length === 0) throw notFound('None of these orders exist')
      const pdf = await pickListPdf(deps.db, found)
      return reply.headers(fileHeaders('pick-list.pdf', 'application/pdf')).send(pdf)
    },
  )
  api.get(
    orderFilePaths.export,
    { config: { access: 'staff' }, schema: { querystring: orderExportQuerySchema } },
    async (request, reply) => {
      const csv = await orderListCsv(deps.db, { ...request.query, page: 1, pageSize: 100 })
      return reply.headers(fileHeaders('orders.csv', 'text/csv; charset=utf-8')).send(csv)
    },
  )

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
        to: request.body.to,
        actor: request.currentStaff,
      })
      return { refund: toOrderRefund(refund), paymentStatus: order.paymentStatus }
    },
  })
}
