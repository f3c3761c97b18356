import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  not,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { addCalendarDays, farmInstant } from '#contracts/farm-time'
import {
  farmPickupMethod,
  farmStandMethod,
  localDeliveryMethod,
  type OrderStatus,
} from '#contracts/order-states'
import {
  orderStages,
  type OrderFulfilmentFilter,
  type OrderStage,
  type OrderSearchPage,
  type OrderSearchQuery,
  type OrderSortKey,
} from '#contracts/order-search'
import type { Db } from '#server/db/client'
import { orderItems, orders } from '#server/db/schema/orders'
import { shippingOptions } from '#server/db/schema/shipping'
import { toOrderDetails } from '#server/domains/checkout/public'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { unfinishedCheckout } from './order-admin-queries'

/** Methods a carrier takes: every method but the farm's own. */
const farmMethods = [farmPickupMethod, farmStandMethod, localDeliveryMethod]
const refrigeratedMethods = sql`(select ${shippingOptions.code} from ${shippingOptions} where ${shippingOptions.carriesPerishables} and ${shippingOptions.code} not in (${sql.join(
  farmMethods.map((method) => sql`${method}`),
  sql`, `,
)}))`

function fulfilmentCondition(fulfilment: OrderFulfilmentFilter): SQL | undefined {
  switch (fulfilment) {
    case 'pickup':
      return or(isNull(orders.shippingMethod), eq(orders.shippingMethod, farmPickupMethod))
    case 'in_person':
      return eq(orders.shippingMethod, farmStandMethod)
    case 'local_delivery':
      return eq(orders.shippingMethod, localDeliveryMethod)
    case 'shipped':
      return and(not(isNull(orders.shippingMethod)), notInArray(orders.shippingMethod, farmMethods))
    case 'refrigerated':
      return sql`${orders.shippingMethod} in ${refrigeratedMethods}`
  }
}

function statusCondition(status: OrderSearchQuery['status']) {
  if (!status) return undefined
  if (status in orderStages) return inArray(orders.status, [...orderStages[status as OrderStage]])
  return eq(orders.status, status as OrderStatus)
}

/** An order number ("1042" or "#1042"), or text found in the buyer's details or a line's product. */
function searchCondition(q: string): SQL | undefined {
  const number = /^#?(\d{1,9})$/.exec(q)?.[1]
  const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  const text = or(
    ilike(orders.customerName, pattern),
    ilike(orders.customerEmail, pattern),
    ilike(orders.customerPhone, pattern),
    sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.productName} ilike ${pattern})`,
  )
  return number ? or(eq(orders.id, Number(number)), text) : text
}

const sortColumns: Record<OrderSortKey, SQL | typeof orders.id> = {
  placed: sql`${orders.createdAt}`,
  number: orders.id,
  customer: sql`lower(${orders.customerName})`,
  total: sql`${orders.totalAmountCents}`,
  status: sql`${orders.status}`,
}

/** The farm days `from` and `to` (both included) as instants, in the farm's time zone. */
async function placedBetween(db: Db, query: Pick<OrderSearchQuery, 'from' | 'to'>) {
  if (!query.from && !query.to) return undefined
  const timeZone = await readFarmTimeZone(db)
  return and(
    query.from ? gte(orders.createdAt, farmInstant(query.from, '00:00', timeZone)) : undefined,
    query.to
      ? lt(orders.createdAt, farmInstant(addCalendarDays(query.to, 1), '00:00', timeZone))
      : undefined,
  )
}

/** The staff's order list: one page of the orders the filters match, and how many match. */
export async function searchOrders(db: Db, query: OrderSearchQuery): Promise<OrderSearchPage> {
  const q = query.q?.trim()
  const where = and(
    query.view === 'unfinished' ? unfinishedCheckout : not(unfinishedCheckout),
    statusCondition(query.status),
    query.payment ? eq(orders.paymentStatus, query.payment) : undefined,
    query.fulfilment ? fulfilmentCondition(query.fulfilment) : undefined,
    q ? searchCondition(q) : undefined,
    query.pickupOn ? eq(orders.pickupDate, query.pickupOn) : undefined,
    query.harvestOn ? eq(orders.harvestOn, query.harvestOn) : undefined,
    await placedBetween(db, query),
  )
  const order = query.dir === 'asc' ? asc : desc
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(order(sortColumns[query.sort]), order(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ])
  return {
    orders: await toOrderDetails(db, rows),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/** The chosen orders, in the order given (for slips and pick lists). */
export async function ordersByIds(db: Db, ids: readonly number[]) {
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return toOrderDetails(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  )
}

/** The orders waiting on the farm today, for the back office's Today. */
export async function countOrders(db: Db) {
  const within = (statuses: readonly OrderStatus[], also?: SQL) =>
    sql<number>`(count(*) filter (where ${and(inArray(orders.status, [...statuses]), also)}))::int`
  const [counts] = await db
    .select({
      toPack: within(orderStages.to_pack),
      readyForPickup: within(['ready_for_pickup']),
      localDeliveries: within(
        [...orderStages.to_pack, 'out_for_delivery'],
        fulfilmentCondition('local_delivery'),
      ),
      toShip: within(orderStages.to_pack, fulfilmentCondition('shipped')),
    })
    .from(orders)
    .where(not(unfinishedCheckout))
  return counts ?? { toPack: 0, readyForPickup: 0, localDeliveries: 0, toShip: 0 }
}
