import { sql, type SQL } from 'drizzle-orm'
import type { ExportKind } from '#contracts/exports'
import { selectRows, type Db } from '#server/db/client'
import { orderItems, orders } from '#server/db/schema/orders'
import { payments, refunds } from '#server/db/schema/payments'
import { subscriptions } from '#server/db/schema/subscriptions'
import { bookings, pickYourOwnBookings, pickYourOwnSlots } from '#server/db/schema/visits'
import { users } from '#server/db/schema/identity'
import type { CsvCell } from '#server/lib/csv'

/** The instants an export covers: from the first farm date's midnight to after the last one. */
export interface Bounds {
  from: Date
  to: Date
  timeZone: string
}

/**
 * One part of an export, read a batch at a time in key order: `rows` answers the batch after
 * `after` (null: the first), each with its key, at most `limit` of them.
 */
export interface ExportPart {
  rows(db: Db, bounds: Bounds, after: CsvCell, limit: number): Promise<Row[]>
}
type Row = { key: CsvCell; cells: CsvCell[] }

export interface ExportSource {
  columns: readonly string[]
  parts: readonly ExportPart[]
}

const money = (cents: SQL | unknown) => sql`to_char((${cents})::numeric / 100, 'FM999999990.00')`
const farmTime = (column: unknown, bounds: Bounds) =>
  sql`to_char(${column} at time zone ${bounds.timeZone}, 'YYYY-MM-DD HH24:MI')`
const farmDate = (column: unknown, bounds: Bounds) =>
  sql`to_char(${column} at time zone ${bounds.timeZone}, 'YYYY-MM-DD')`
const within = (column: unknown, bounds: Bounds) =>
  sql`${column} >= ${bounds.from} and ${column} < ${bounds.to}`
const after = (column: unknown, key: CsvCell) =>
  key === null ? sql`true` : sql`${column} > ${key}`
const paidOrder = sql`${orders.paymentStatus} in ('paid', 'partially_refunded', 'refunded')`

interface PartQuery {
  /** A common table expression the part reads from, if any ("with … as (…)"). */
  with?: SQL
  key: SQL
  cells: SQL[]
  from: SQL
  where: SQL
  groupBy?: SQL
}

/** A part read by one SQL query: its key, its cells in order, where they come from. */
function sqlPart(build: (bounds: Bounds) => PartQuery): ExportPart {
  return {
    async rows(db, bounds, key, limit) {
      const part = build(bounds)
      const cells = sql.join(
        part.cells.map((cell, index) => sql`${cell} as ${sql.raw(`c${index}`)}`),
        sql`, `,
      )
      const found = await selectRows<Record<string, CsvCell>>(
        db,
        sql`${part.with ?? sql``} select ${part.key} as key, ${cells} from ${part.from}
          where ${part.where} and ${after(part.key, key)}
          ${part.groupBy ? sql`group by ${part.groupBy}` : sql``}
          order by key limit ${limit}`,
      )
      return found.map((row) => ({
        key: row.key ?? null,
        cells: part.cells.map((_, index) => row[`c${index}`] ?? null),
      }))
    },
  }
}

const ordersPart = sqlPart((b) => ({
  key: sql`${orders.id}`,
  cells: [
    sql`${orders.id}`,
    farmTime(orders.createdAt, b),
    sql`${orders.status}`,
    sql`${orders.paymentStatus}`,
    sql`${orders.customerName}`,
    sql`${orders.customerEmail}`,
    sql`coalesce(${orders.shippingMethod}, '')`,
    money(orders.subtotalCents),
    money(orders.shippingCostCents),
    money(orders.taxCents),
    money(orders.totalAmountCents),
    money(orders.giftCardCents),
    money(orders.storeCreditCents),
    sql`coalesce(${orders.invoiceNumber}, '')`,
  ],
  from: sql`${orders}`,
  where: within(orders.createdAt, b),
}))

const orderLinesPart = sqlPart((b) => ({
  key: sql`${orderItems.id}`,
  cells: [
    sql`${orderItems.orderId}`,
    farmTime(orders.createdAt, b),
    sql`${orderItems.productId}`,
    sql`${orderItems.productName}`,
    sql`coalesce(${orderItems.unit}, '')`,
    sql`${orderItems.quantity}`,
    money(orderItems.pricePerUnitCents),
    money(orderItems.totalPriceCents),
    sql`${orderItems.taxClass}`,
  ],
  from: sql`${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}`,
  where: within(orders.createdAt, b),
}))

const paymentsPart = sqlPart((b) => ({
  key: sql`${payments.id}`,
  cells: [
    sql`${payments.id}`,
    sql`${payments.orderId}`,
    farmTime(payments.createdAt, b),
    sql`${payments.provider}`,
    sql`coalesce(${payments.providerReference}, '')`,
    money(payments.amountCents),
    sql`${payments.status}`,
  ],
  from: sql`${payments}`,
  where: within(payments.createdAt, b),
}))

const refundsPart = sqlPart((b) => ({
  key: sql`${refunds.id}`,
  cells: [
    sql`${refunds.id}`,
    sql`${refunds.orderId}`,
    farmTime(refunds.createdAt, b),
    money(refunds.amountCents),
    money(refunds.taxCents),
    sql`case when ${refunds.provider} = 'store_credit' then 'store credit' else 'card' end`,
    sql`${refunds.status}`,
    sql`coalesce(${refunds.reason}, '')`,
    sql`coalesce(${refunds.creditNoteNumber}, '')`,
  ],
  from: sql`${refunds}`,
  where: within(refunds.createdAt, b),
}))

const percent = (rateBp: unknown) => sql`to_char((${rateBp})::numeric / 100, 'FM990.00')`

const taxPart = sqlPart((b) => ({
  key: sql`${orders.id}`,
  cells: [
    sql`${orders.id}`,
    farmDate(orders.createdAt, b),
    sql`coalesce(${orders.invoiceNumber}, '')`,
    sql`coalesce(${orders.taxState}, '')`,
    sql`coalesce(${orders.taxCounty}, '')`,
    money(sql`${orders.subtotalCents} + ${orders.shippingCostCents}`),
    money(orders.taxableCents),
    percent(orders.taxRateBp),
    percent(orders.surtaxRateBp),
    money(sql`${orders.taxCents} - ${orders.surtaxCents}`),
    money(orders.surtaxCents),
    money(orders.taxCents),
  ],
  from: sql`${orders}`,
  where: sql`${paidOrder} and ${within(orders.createdAt, b)}`,
}))

/** Everyone who ordered in the range, once per e-mail address, with what they spent. */
const customersPart = sqlPart((b) => ({
  key: sql`lower(${orders.customerEmail})`,
  cells: [
    sql`lower(${orders.customerEmail})`,
    sql`max(${orders.customerName})`,
    sql`case when count(${users.id}) > 0 then 'yes' else 'no' end`,
    sql`count(distinct ${orders.id})::int`,
    money(sql`coalesce(sum(${orders.totalAmountCents}) filter (where ${paidOrder}), 0)`),
    sql`min(${farmDate(orders.createdAt, b)})`,
    sql`max(${farmDate(orders.createdAt, b)})`,
  ],
  from: sql`${orders} left join ${users} on ${users.id} = ${orders.userId}`,
  where: within(orders.createdAt, b),
  groupBy: sql`lower(${orders.customerEmail})`,
}))

const eventBookingsPart = sqlPart((b) => ({
  key: sql`${bookings.id}`,
  cells: [
    sql`'event'`,
    sql`${bookings.id}`,
    sql`${bookings.title}`,
    sql`${bookings.preferredDate}::text`,
    sql`${bookings.customerName}`,
    sql`${bookings.customerEmail}`,
    sql`${bookings.numberOfPeople}`,
    money(bookings.totalPriceCents),
    sql`${bookings.status}`,
    farmTime(bookings.createdAt, b),
  ],
  from: sql`${bookings}`,
  where: within(bookings.createdAt, b),
}))

const pickYourOwnPart = sqlPart((b) => ({
  key: sql`${pickYourOwnBookings.id}`,
  cells: [
    sql`'pick-your-own'`,
    sql`${pickYourOwnBookings.id}`,
    sql`${pickYourOwnSlots.productName}`,
    sql`${pickYourOwnSlots.date}::text`,
    sql`${pickYourOwnBookings.customerName}`,
    sql`${pickYourOwnBookings.customerEmail}`,
    sql`${pickYourOwnBookings.numberOfPeople}`,
    money(pickYourOwnBookings.totalPriceCents),
    sql`${pickYourOwnBookings.status}`,
    farmTime(pickYourOwnBookings.createdAt, b),
  ],
  from: sql`${pickYourOwnBookings} join ${pickYourOwnSlots} on ${pickYourOwnSlots.id} = ${pickYourOwnBookings.slotId}`,
  where: within(pickYourOwnBookings.createdAt, b),
}))

const subscriptionsPart = sqlPart((b) => ({
  key: sql`${subscriptions.id}`,
  cells: [
    sql`${subscriptions.id}`,
    sql`${subscriptions.planName}`,
    sql`${subscriptions.customerName}`,
    sql`${subscriptions.customerEmail}`,
    sql`${subscriptions.frequency}`,
    sql`${subscriptions.status}`,
    sql`${subscriptions.startDate}::text`,
    sql`coalesce(${subscriptions.nextDelivery}::text, '')`,
    money(subscriptions.totalPriceCents),
    farmTime(subscriptions.createdAt, b),
  ],
  from: sql`${subscriptions}`,
  where: within(subscriptions.createdAt, b),
}))

/**
 * An invoiced order's lines for an accounting import, in the range its invoice was issued: its
 * goods, then shipping as a line of its own, each with the tax it carries (a taxable line's
 * share of the order's tax). `line` picks and orders the columns of the import.
 */
function salesLinesPart(line: (sale: SQL) => SQL[]): ExportPart {
  return sqlPart((b) => ({
    with: sql`with sale_lines as (
        select ${orders.id} * 1000 + row_number() over (partition by ${orders.id} order by ${orderItems.id}) as line_key,
          ${orders.id} as order_id, ${orderItems.productName} as description, ${orderItems.quantity} as quantity,
          ${orderItems.pricePerUnitCents} as unit_cents, ${orderItems.totalPriceCents} as amount_cents,
          ${orderItems.taxClass} = 'taxable' as taxable
        from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
        where ${orders.invoiceNumber} is not null and ${within(orders.invoiceIssuedAt, b)}
        union all
        select ${orders.id} * 1000 + 999, ${orders.id}, 'Shipping', 1, ${orders.shippingCostCents},
          ${orders.shippingCostCents}, ${orders.taxableCents} > 0 and ${orders.taxableCents} > (
            select coalesce(sum(t.total_price_cents), 0) from ${orderItems} t
            where t.order_id = ${orders.id} and t.tax_class = 'taxable')
        from ${orders}
        where ${orders.invoiceNumber} is not null and ${within(orders.invoiceIssuedAt, b)}
          and ${orders.shippingCostCents} > 0
      ), sale as (
        select sale_lines.*, ${orders.invoiceNumber} as invoice_number, ${orders.customerName} as customer,
          ${orders.customerEmail} as email, ${farmDate(orders.invoiceIssuedAt, b)} as invoice_date,
          case when sale_lines.taxable and ${orders.taxableCents} > 0
            then round(${orders.taxCents}::numeric * sale_lines.amount_cents / ${orders.taxableCents})
            else 0 end as tax_cents
        from sale_lines join ${orders} on ${orders.id} = sale_lines.order_id
      )`,
    key: sql`line_key`,
    cells: line(sql`sale`),
    from: sql`sale`,
    where: sql`true`,
  }))
}

const quickBooksLine = () => [
  sql`invoice_number`,
  sql`customer`,
  sql`invoice_date`,
  sql`invoice_date`,
  sql`description`,
  sql`description`,
  sql`quantity`,
  money(sql`unit_cents`),
  money(sql`amount_cents`),
  sql`case when taxable then 'TAX' else 'NON' end`,
  money(sql`tax_cents`),
]

const xeroLine = () => [
  sql`customer`,
  sql`email`,
  sql`invoice_number`,
  sql`invoice_date`,
  sql`invoice_date`,
  sql`description`,
  sql`quantity`,
  money(sql`unit_cents`),
  sql`'200'`,
  sql`case when taxable then 'Tax on Sales' else 'Tax Exempt' end`,
  money(sql`tax_cents`),
  sql`'USD'`,
]

/** Every export by its kind: its columns and the parts its rows come from, in order. */
export const exportSources: Record<ExportKind, ExportSource> = {
  orders: {
    columns: [
      'Order',
      'Placed',
      'Status',
      'Payment',
      'Customer',
      'E-mail',
      'Shipping method',
      'Subtotal',
      'Shipping',
      'Sales tax',
      'Total',
      'Paid with gift card',
      'Paid with store credit',
      'Invoice',
    ],
    parts: [ordersPart],
  },
  'order-lines': {
    columns: [
      'Order',
      'Placed',
      'Product id',
      'Product',
      'Unit',
      'Quantity',
      'Unit price',
      'Line total',
      'Tax class',
    ],
    parts: [orderLinesPart],
  },
  payments: {
    columns: ['Payment', 'Order', 'Created', 'Provider', 'Reference', 'Amount', 'Status'],
    parts: [paymentsPart],
  },
  refunds: {
    columns: [
      'Refund',
      'Order',
      'Created',
      'Amount',
      'Sales tax returned',
      'Refunded to',
      'Status',
      'Reason',
      'Credit note',
    ],
    parts: [refundsPart],
  },
  tax: {
    columns: [
      'Order',
      'Date',
      'Invoice',
      'State',
      'County',
      'Sale (excluding tax)',
      'Taxable amount',
      'State rate %',
      'Surtax rate %',
      'State tax',
      'Surtax',
      'Total tax',
    ],
    parts: [taxPart],
  },
  customers: {
    columns: ['E-mail', 'Name', 'Has account', 'Orders', 'Paid', 'First order', 'Last order'],
    parts: [customersPart],
  },
  bookings: {
    columns: [
      'Kind',
      'Booking',
      'What',
      'Date',
      'Customer',
      'E-mail',
      'People',
      'Price',
      'Status',
      'Booked',
    ],
    parts: [eventBookingsPart, pickYourOwnPart],
  },
  subscriptions: {
    columns: [
      'Subscription',
      'Plan',
      'Customer',
      'E-mail',
      'Frequency',
      'Status',
      'Start',
      'Next box',
      'Price per box',
      'Subscribed',
    ],
    parts: [subscriptionsPart],
  },
  // QuickBooks Online's invoice import (Sales > Invoices > Import invoices).
  'quickbooks-sales': {
    columns: [
      'InvoiceNo',
      'Customer',
      'InvoiceDate',
      'DueDate',
      'Item(Product/Service)',
      'ItemDescription',
      'ItemQuantity',
      'ItemRate',
      'ItemAmount',
      'ItemTaxCode',
      'ItemTaxAmount',
    ],
    parts: [salesLinesPart(quickBooksLine)],
  },
  // Xero's sales invoice import template (Business > Invoices > Import).
  'xero-sales': {
    columns: [
      '*ContactName',
      'EmailAddress',
      '*InvoiceNumber',
      '*InvoiceDate',
      '*DueDate',
      '*Description',
      '*Quantity',
      '*UnitAmount',
      '*AccountCode',
      '*TaxType',
      'TaxAmount',
      'Currency',
    ],
    parts: [salesLinesPart(xeroLine)],
  },
}
