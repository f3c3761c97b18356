import { and, eq, inArray } from 'drizzle-orm'
import type { PackingList } from '#contracts/csa-season'
import type { Db } from '#server/db/client'
import { boxAddOns, subscriptionBoxAddOns } from '#server/db/schema/subscriptions'
import { scheduledDates } from './box-calendar'
import { pickupWindowLabels } from './box-place'
import { addressLine, addressOf } from './subscription-records'

/*
 * The packing list of one day (decision 0059): its boxes counted per place they go (each pickup
 * window, the farm without a window, delivery), by plan and with the add-ons to put in, and each
 * member's box. Skipped, paused and farm-break dates are counted apart, not packed.
 */

const atTheFarm = 'Pickup at the farm'
const delivery = 'Delivery'

type Tally = Map<string, number>
const add = (tally: Tally, name: string, amount: number) =>
  tally.set(name, (tally.get(name) ?? 0) + amount)
const plansOf = (tally: Tally) =>
  [...tally].sort(([a], [b]) => a.localeCompare(b)).map(([name, boxes]) => ({ name, boxes }))
const addOnsOf = (tally: Tally) =>
  [...tally].sort(([a], [b]) => a.localeCompare(b)).map(([name, quantity]) => ({ name, quantity }))

/** GET /api/admin/packing-list?date=. */
export async function readPackingList(db: Db, date: string): Promise<PackingList> {
  const scheduled = await scheduledDates(db, date, date)
  const boxes = scheduled.filter((each) => each.state === 'box')
  const ids = boxes.map((each) => each.row.id)
  const [chosen, windows] = await Promise.all([
    ids.length
      ? db
          .select({
            subscriptionId: subscriptionBoxAddOns.subscriptionId,
            name: boxAddOns.name,
            quantity: subscriptionBoxAddOns.quantity,
          })
          .from(subscriptionBoxAddOns)
          .innerJoin(boxAddOns, eq(boxAddOns.id, subscriptionBoxAddOns.addOnId))
          .where(
            and(
              inArray(subscriptionBoxAddOns.subscriptionId, ids),
              eq(subscriptionBoxAddOns.deliveryDate, date),
            ),
          )
      : [],
    pickupWindowLabels(
      db,
      boxes.map((each) => each.row),
    ),
  ])

  const groups = new Map<
    string,
    { plans: Tally; addOns: Tally; members: PackingList['groups'][number]['members'] }
  >()
  const allAddOns: Tally = new Map()
  for (const { row } of boxes) {
    const label =
      row.fulfilment === 'delivery'
        ? delivery
        : row.pickupWindowId
          ? (windows.get(row.pickupWindowId) ?? atTheFarm)
          : atTheFarm
    const group = groups.get(label) ?? {
      plans: new Map(),
      addOns: new Map(),
      members: [] as PackingList['groups'][number]['members'],
    }
    groups.set(label, group)
    add(group.plans, row.planName, 1)
    const mine = chosen.filter((line) => line.subscriptionId === row.id)
    for (const line of mine) {
      add(group.addOns, line.name, line.quantity)
      add(allAddOns, line.name, line.quantity)
    }
    const address = addressOf(row)
    group.members.push({
      subscriptionId: row.id,
      customerName: row.customerName,
      planName: row.planName,
      addOns: mine.map((line) => `${line.quantity} × ${line.name}`).join(', '),
      address: address ? addressLine(address) : null,
    })
  }
  // Pickup windows by name, the farm after them, deliveries last (loaded in the van).
  const rank = (label: string) => (label === delivery ? 2 : label === atTheFarm ? 1 : 0)
  return {
    date,
    boxes: boxes.length,
    addOns: addOnsOf(allAddOns),
    skipped: scheduled.length - boxes.length,
    groups: [...groups]
      .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
      .map(([label, group]) => ({
        label,
        boxes: group.members.length,
        plans: plansOf(group.plans),
        addOns: addOnsOf(group.addOns),
        members: group.members,
      })),
  }
}
