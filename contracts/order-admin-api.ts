import { orderDetailSchema, orderIdParamsSchema } from './checkout'
import { endpoint } from './endpoint'
import {
  adminOrderDetailsSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderSummarySchema,
  orderStatusUpdateSchema,
  refundRequestSchema,
  refundResponseSchema,
  reviewRequestSentSchema,
} from './order-admin'

/** The staff order list: by status, or the unfinished checkouts (`view`). */
export const listOrders = endpoint({
  method: 'GET',
  path: '/api/admin/orders',
  query: adminOrderListQuerySchema,
  responses: { 200: adminOrderListSchema },
})

/** The dashboard's cards and the filters' counts. */
export const getOrderSummary = endpoint({
  method: 'GET',
  path: '/api/admin/orders/summary',
  responses: { 200: adminOrderSummarySchema },
})

/** The order with its payment, refunds and history. */
export const getOrderDetails = endpoint({
  method: 'GET',
  path: '/api/admin/orders/:id',
  params: orderIdParamsSchema,
  responses: { 200: adminOrderDetailsSchema },
})

/** Moves the order to its next status (shipped needs the carrier and tracking number). */
export const changeOrderStatus = endpoint({
  method: 'PATCH',
  path: '/api/admin/orders/:id',
  params: orderIdParamsSchema,
  body: orderStatusUpdateSchema,
  responses: { 200: orderDetailSchema },
})

/** E-mails a delivered order's review links now. */
export const sendReviewRequest = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/review-request',
  params: orderIdParamsSchema,
  responses: { 200: reviewRequestSentSchema },
})

/** Refunds part or all of a paid order. */
export const refundOrder = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/refunds',
  params: orderIdParamsSchema,
  body: refundRequestSchema,
  responses: { 200: refundResponseSchema },
})
