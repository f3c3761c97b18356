import { eq } from 'drizzle-orm'
import type { PickupWindowPick } from '#contracts/order-pickup'
import { markBeforeHarvest, type PickupMove } from '#contracts/pickup-locations'
import type { Db } from '#server/db/client'
import { orders, type OrderRow } from '#server/db/schema/orders'
import { pickupWindows } from '#server/db/schema/pickup'
import { orderPickupColumns, orderPickupOf } from '#server/domains/checkout/public'
import {
  orderCutOff,
  pickupWindowChoices,
  releasePickupPlace,
  takePickupPlace,
} from '#server/domains/pickup/public'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { conflict, notFound } from '#server/http/http-error'
import type { OrderDeps } from './order-deps'
import { pickupMovedMail, readOrderMailContext } from './order-mail'
import { pickupLinkOf, readPickupToken } from './pickup-links'

const closedStatuses = new Set(['cancelled', 'delivered'])
const linkNotValid = () => notFound('This pickup link is not valid')

async function orderOfToken(db: Db, token: string, lock = false) {
  const id = await readPickupToken(db, token)
  if (id === null) throw linkNotValid()
  const query = db.select().from(orders).where(eq(orders.id, id))
  const [order] = lock ? await query.for('update') : await query
  if (!order || !orderPickupOf(order)) throw linkNotValid()
  return order
}

/**
 * Until when the order may move: its window's cut-off on the farm's clock (the window's opening
 * when staff have since removed it).
 */
async function movableUntil(db: Db, order: OrderRow, timeZone: string) {
  const pickup = orderPickupOf(order)!
  const [window] = pickup.windowId
    ? await db
        .select({ cutoffHours: pickupWindows.cutoffHours })
        .from(pickupWindows)
        .where(eq(pickupWindows.id, pickup.windowId))
    : []
  return orderCutOff(
    { startsAt: pickup.startsAt, cutoffHours: window?.cutoffHours ?? 0 },
    pickup.date,
    timeZone,
  )
}

async function toPickupMove(db: Db, order: OrderRow, now: Date): Promise<PickupMove> {
  const timeZone = await readFarmTimeZone(db)
  const pickup = orderPickupOf(order)!
  const until = await movableUntil(db, order, timeZone)
  const choices = markBeforeHarvest(await pickupWindowChoices(db, timeZone, now), order.harvestOn)
  return {
    orderId: order.id,
    customerName: order.customerName,
    pickup,
    movableUntil: until.toISOString(),
    canMove: !closedStatuses.has(order.status) && until.getTime() > now.getTime(),
    choices: choices.filter(
      (choice) => !(choice.windowId === pickup.windowId && choice.date === pickup.date),
    ),
  }
}

/** GET /api/pickup-moves/:token: the order's window and where it may move. */
export async function readPickupMove(db: Db, token: string, now = new Date()) {
  return toPickupMove(db, await orderOfToken(db, token), now)
}

/**
 * POST /api/pickup-moves/:token: moves the order to another window, in one transaction that
 * locks the order, takes the new window's place (409 naming `pickupWindow` when it is full,
 * closed or past its own cut-off) and gives the old one back, before the old window's cut-off.
 * The buyer is e-mailed the new time with its calendar file; the reminder is sent again for it.
 */
export async function movePickup(
  deps: Pick<OrderDeps, 'db' | 'mail' | 'publicUrl'>,
  token: string,
  pick: PickupWindowPick,
  now = new Date(),
) {
  const moved = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const order = await orderOfToken(tx, token, true)
    const timeZone = await readFarmTimeZone(tx)
    const current = orderPickupOf(order)!
    if (closedStatuses.has(order.status)) {
      throw conflict('PICKUP_CLOSED', 'This order can no longer be moved', {
        pickupWindow: 'This order can no longer be moved',
      })
    }
    if ((await movableUntil(tx, order, timeZone)).getTime() <= now.getTime()) {
      const message = 'Its pickup window is too close to move now; please contact the farm'
      throw conflict('PICKUP_CLOSED', message, { pickupWindow: message })
    }
    if (current.windowId === pick.windowId && current.date === pick.date) return order
    const { window, location } = await takePickupPlace(tx, pick, timeZone, now, order.harvestOn)
    if (current.windowId !== null) {
      await releasePickupPlace(tx, { windowId: current.windowId, date: current.date })
    }
    const [updated] = await tx
      .update(orders)
      .set({
        ...orderPickupColumns(pick.date, window, location),
        pickupReminderSentAt: null,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning()
    const link = await pickupLinkOf(tx, deps.publicUrl, order.id)
    await deps.mail.queue(
      pickupMovedMail(updated!, current, await readOrderMailContext(tx), link),
      { db: tx },
    )
    return updated!
  })
  return toPickupMove(deps.db, moved, now)
}
