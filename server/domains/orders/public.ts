/**
 * What other domains may use of orders (decision 0051): a domain imports another only through
 * its public module, so what it offers is said here and the rest stays its own.
 */
export { unfinishedCheckout } from './order-admin-queries'
export { orderDepsOf } from './order-deps'
export { countOrders } from './order-search-queries'
export { orderAuditActions, recordOrderEvent } from './order-history'
export { newOrderNotice, readOrderMailContext, receiptMail } from './order-mail'
export { pickupLinkOf } from './pickup-links'
export { claimedCardRefundCents, recordReportedRefunds, refundOrder } from './order-refunds'
export type { RefundDeps, ReportedRefund } from './order-refunds'
