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
  refundRequestSchema,
  refundResponseSchema,
  reviewRequestSentSchema,
} from '../../../contracts/order-admin'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema/orders'
import { HttpError, notFound } from '../../http/http-error'
import { decimalToCents } from '../../lib/money'
import { recordAudit } from '../audit/audit-plugin'
import { findOrder, toOrderDetails } from '../checkout/order-detail'
import { backInStockMailOf } from '../catalog/back-in-stock'
import { releaseOrderStock } from '../payments/payment-outcomes'
import { findAdminOrderDetails, listAdminOrders, summarizeOrders } from './order-admin-queries'
import { shippingMethodNamer } from '../shipping/shipping-queries'
import { shippedMail } from '../shipping-labels/shipping-label-mail'
import {
  scheduleReviewRequest,
  sendReviewRequest,
  type ReviewRequestOutcome,
} from '../reviews/review-requests'
import { readOrderMailContext, statusChangeMail } from './order-mail'
import { refusedMove } from './order-status'
import {
  RefundFailedError,
  isRefundable,
  refundOrder,
  refundSentence,
  toOrderRefund,
} from './order-refunds'

const reviewRequestRefusals: Record<
  Exclude<ReviewRequestOutcome, 'sent'>,
  (id: number) => string
> = {
  'not-delivered': (id) => `Order #${id} is not delivered: review requests follow delivery.`,
  refunded: (id) => `Order #${id} was refunded in full: it gets no review request.`,
  'already-sent': (id) => `Order #${id}'s review links were already e-mailed.`,
  'nothing-to-review': (id) => `Order #${id} has no product left to review.`,
}

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
      const { status: next, carrier, trackingNumber } = request.body
      const updated = await app.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db
        const order = await findOrder(tx, request.params.id)
        if (!order) throw notFound('Order not found')
        request.audit.before = { status: order.status, paymentStatus: order.paymentStatus }
        request.audit.after = {
          status: next,
          paymentStatus: order.paymentStatus,
          ...(next === 'shipped' ? { carrier, trackingNumber } : {}),
        }
        const methodName = order.shippingMethod
          ? (await shippingMethodNamer(tx))(order.shippingMethod)
          : 'Pickup'
        const refused = refusedMove(order, next, methodName)
        if (refused)
          throw new HttpError(409, 'INVALID_TRANSITION', refused.message, {
            status: refused.field,
          })
        // Conditional on the status we read, so two staff changing it at once cannot both win.
        const [row] = await tx
          .update(orders)
          .set({
            status: next,
            updatedAt: new Date(),
            // The schema requires both for shipped (decision 0042).
            ...(next === 'shipped' ? { trackingCarrier: carrier, trackingNumber } : {}),
          })
          .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
          .returning()
        if (!row)
          throw new HttpError(
            409,
            'CONFLICT',
            'Someone else just changed this order. Please reload.',
          )
        if (next === 'cancelled') await releaseOrderStock(tx, order.id, backInStockMailOf(app))
        // Delivered or picked up: the review request follows some days later (decision 0042).
        if (next === 'delivered') await scheduleReviewRequest(app, tx, order.id)
        return row
      })

      // Cancelling a paid order refunds what is left of it, once (decision 0033); the customer
      // gets one e-mail that says both.
      let refundedCents: number | null = null
      let refundError: unknown = null
      if (next === 'cancelled' && isRefundable(updated.paymentStatus)) {
        try {
          const { refund } = await refundOrder(app, {
            orderId: updated.id,
            amountCents: null,
            idempotencyKey: `order-${updated.id}-cancel`,
            reason: 'Order cancelled',
            actor: request.currentStaff,
            notify: false,
          })
          refundedCents = refund.amountCents
        } catch (error) {
          // Nothing left to refund (400/409) is fine; a provider failure is told below.
          if (!(error instanceof HttpError && error.statusCode < 500)) refundError = error
        }
      }
      const context = await readOrderMailContext(app.db)
      const mail =
        next === 'shipped'
          ? shippedMail({
              farmName: context.farmName,
              to: updated.customerEmail,
              customerName: updated.customerName,
              orderId: updated.id,
              carrier: carrier!,
              serviceName: null,
              trackingNumber: trackingNumber!,
              offline: false,
              estimatedDelivery: null,
            })
          : statusChangeMail(
              updated,
              next,
              context,
              refundedCents !== null
                ? refundSentence(updated.id, refundedCents)
                : refundError
                  ? 'Your payment will be refunded within 3-5 business days.'
                  : '',
            )
      if (mail) await app.mail.queue(mail)
      if (refundError) {
        // The order is cancelled even though this answer is an error: record it as the hook would.
        await recordAudit(app.db, {
          actorStaffId: request.currentStaff?.id ?? null,
          actorEmail: request.currentStaff?.email ?? null,
          action: 'order.status',
          targetType: 'orders',
          targetId: String(updated.id),
          before: request.audit.before,
          after: request.audit.after,
        })
        const detail = refundError instanceof RefundFailedError ? refundError.detail : 'no answer.'
        throw new HttpError(
          502,
          'REFUND_FAILED',
          `Order #${updated.id} is cancelled, but its refund did not go through: ${detail} Use Refund in its details to try again, or refund it in the Stripe dashboard.`,
        )
      }
      const current = refundedCents === null ? updated : await findOrder(app.db, updated.id)
      const [detail] = await toOrderDetails(app.db, [current ?? updated])
      return detail!
    },
  )
  api.post(
    '/api/admin/orders/:id/review-request',
    {
      config: { access: 'staff', auditAction: 'order.review-request' },
      schema: { params: orderIdParamsSchema, response: { 200: reviewRequestSentSchema } },
    },
    async (request) => {
      const order = await findOrder(app.db, request.params.id)
      if (!order) throw notFound('Order not found')
      const outcome = await sendReviewRequest(app, order.id)
      if (outcome !== 'sent')
        throw new HttpError(409, 'NO_REVIEW_REQUEST', reviewRequestRefusals[outcome](order.id))
      return { to: order.customerEmail }
    },
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
      const { refund, order } = await refundOrder(app, {
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
