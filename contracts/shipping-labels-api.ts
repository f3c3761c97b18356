import { endpoint } from './endpoint'
import {
  labelEligibleOrdersSchema,
  shippingLabelInputSchema,
  shippingLabelListQuerySchema,
  shippingLabelPageSchema,
  shippingLabelSchema,
  shippingServicesSchema,
} from './shipping-labels'

/** The carrier/service table (spec 3 §7, §9). */
export const listShippingServices = endpoint({
  method: 'GET',
  path: '/api/shipping/services',
  responses: { 200: shippingServicesSchema },
})

/** One page of the labels, searched, filtered and sorted on the server. */
export const listShippingLabels = endpoint({
  method: 'GET',
  path: '/api/admin/shipping-labels',
  query: shippingLabelListQuerySchema,
  responses: { 200: shippingLabelPageSchema },
})

/** The orders ready for a label, and who makes labels (offline or EasyPost). */
export const listLabelEligibleOrders = endpoint({
  method: 'GET',
  path: '/api/admin/shipping-labels/eligible-orders',
  responses: { 200: labelEligibleOrdersSchema },
})

/** Makes an order's label: the order moves to shipped and its buyer gets the tracking e-mail. */
export const createShippingLabel = endpoint({
  method: 'POST',
  path: '/api/admin/shipping-labels',
  body: shippingLabelInputSchema,
  responses: { 201: shippingLabelSchema },
})
