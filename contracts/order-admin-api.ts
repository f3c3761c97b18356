import { orderDetailSchema, orderIdParamsSchema } from './checkout'
import { endpoint } from './endpoint'
import {
  adminOrderDetailsSchema,
  adminOrderSummarySchema,
  orderStatusUpdateSchema,
  refundRequestSchema,
  refundResponseSchema,
  reviewRequestSentSchema,
} from './order-admin'
import {
  bulkStatusChangeSchema,
  bulkStatusResultSchema,
  orderSearchPageSchema,
  orderSearchQuerySchema,
} from './order-search'

/** The staff order list: by status, or the unfinished checkouts (`view`). */
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

/** The back office's order list: search, filters, sort and pages, all on the server. */
export const searchOrders = endpoint({
  method: 'GET',
  path: '/api/admin/orders/search',
  query: orderSearchQuerySchema,
  responses: { 200: orderSearchPageSchema },
})

/** Moves the chosen orders to ready for pickup, out for delivery or delivered, each it may. */
export const changeOrderStatuses = endpoint({
  method: 'POST',
  path: '/api/admin/orders/bulk-status',
  body: bulkStatusChangeSchema,
  responses: { 200: bulkStatusResultSchema },
})
