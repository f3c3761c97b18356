import { z } from 'zod'
import { orderDetailSchema } from './checkout'
import { idField } from './fields'
import { orderViewSchema } from './order-admin'
import type { OrderStatus } from './order-states'
import { orderStatusSchema, paymentStatusSchema } from './orders'
import { listDayFilter, listDayRange } from './paged-list'

/**
 * The back office's order list (issue 25): searched, filtered, sorted and paged on the server, so
 * it stays fast on a shop with tens of thousands of orders. Every filter lives in the screen's URL.
 */
export const orderFulfilmentFilters = [
  'pickup',
  'local_delivery',
  'shipped',
  'refrigerated',
  'in_person',
] as const
export type OrderFulfilmentFilter = (typeof orderFulfilmentFilters)[number]
export const orderFulfilmentFilterLabels: Record<OrderFulfilmentFilter, string> = {
  pickup: 'Farm pickup',
  local_delivery: 'Local delivery',
  shipped: 'Shipped by carrier',
  refrigerated: 'Refrigerated shipping',
  in_person: 'Farm stand',
}

/**
 * Stages of several statuses: to pack (paid, not yet packed: confirmed or processing), and open
 * (paid and not yet with its buyer: to pack, ready for pickup or out for delivery).
 */
export const orderStages = {
  to_pack: ['confirmed', 'processing'],
  open: ['confirmed', 'processing', 'ready_for_pickup', 'out_for_delivery'],
} as const satisfies Record<string, readonly OrderStatus[]>
export type OrderStage = keyof typeof orderStages
export const orderStageLabels: Record<OrderStage, string> = { to_pack: 'To pack', open: 'Open' }
const orderStageNames = Object.keys(orderStages) as OrderStage[]

export const orderSortKeys = ['placed', 'number', 'customer', 'total', 'status'] as const
export type OrderSortKey = (typeof orderSortKeys)[number]
export const sortDirections = ['asc', 'desc'] as const
export const orderPageSizes = [25, 50, 100] as const

/** The list's filters and sort, as the screen's URL holds them. */
const orderFilters = z.object({
  /** An order number, or part of the customer's name, e-mail or phone, or of a product's name. */
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  view: orderViewSchema.default('completed'),
  /** One status, or a stage of several (`to_pack`, `open`). */
  status: z
    .union([orderStatusSchema, z.enum(orderStageNames)], 'Choose an order status')
    .optional(),
  payment: paymentStatusSchema.optional(),
  fulfilment: z.enum(orderFulfilmentFilters).optional(),
  /** The farm day a Farm Pickup order's window is on (issue 26). */
  pickupOn: listDayFilter('Pickup day'),
  /** The farm day an order's fresh products are picked (issue 26). */
  harvestOn: listDayFilter('Harvest day'),
  /** First and last farm day the orders were placed on, both included. */
  from: listDayFilter('From'),
  to: listDayFilter('To'),
  sort: z.enum(orderSortKeys).default('placed'),
  dir: z.enum(sortDirections).default('desc'),
})

export const orderSearchQuerySchema = orderFilters
  .extend({
    page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine(
        (size) => (orderPageSizes as readonly number[]).includes(size),
        'Page size must be 25, 50 or 100',
      )
      .default(25),
  })
  .refine(...listDayRange)
export type OrderSearchQuery = z.infer<typeof orderSearchQuerySchema>
export type OrderSearchInput = z.input<typeof orderSearchQuerySchema>
/** A change to the list's search (the screen's filters and pager). */
export type OrderSearchChange = Partial<OrderSearchQuery>

export const orderSearchPageSchema = z.object({
  orders: z.array(orderDetailSchema),
  /** Orders matching the filters, on every page. */
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type OrderSearchPage = z.infer<typeof orderSearchPageSchema>

/** Orders picked in the list for one bulk action. */
export const orderSelectionSchema = z.object({
  orderIds: z
    .array(idField('Order ids must be whole numbers'))
    .min(1, 'Choose at least one order')
    .max(200, 'Choose at most 200 orders at once'),
})
export type OrderSelection = z.infer<typeof orderSelectionSchema>

export const bulkOrderStatuses = ['ready_for_pickup', 'out_for_delivery', 'delivered'] as const
export const bulkStatusChangeSchema = orderSelectionSchema.extend({
  status: z.enum(bulkOrderStatuses, 'Choose ready for pickup, out for delivery or delivered'),
})
export type BulkStatusChange = z.infer<typeof bulkStatusChangeSchema>

/** What a bulk status change did, order by order: the ones it could not move say why. */
export const bulkStatusResultSchema = z.object({
  changed: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
})
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>

/** `?ids=12,15,20`: the chosen orders of a printed document (packing slips, pick list). */
export const orderIdsQuerySchema = z.object({
  ids: z
    .string('Choose at least one order')
    .transform((text) => text.split(',').map((part) => Number(part.trim())))
    .pipe(orderSelectionSchema.shape.orderIds),
})

/** The CSV export takes the list's filters, without its page. */
export const orderExportQuerySchema = orderFilters.refine(...listDayRange)

/** The printed and exported files of the order list (files, not JSON endpoints: decision 0052). */
export const orderFilePaths = {
  packingSlips: '/api/admin/orders/packing-slips.pdf',
  pickList: '/api/admin/orders/pick-list.pdf',
  export: '/api/admin/orders/export.csv',
} as const
