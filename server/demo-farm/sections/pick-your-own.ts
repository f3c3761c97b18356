// Seeds the pick-your-own slots of the coming weeks and the pickers' bookings of them.
import type { Db } from '#server/db/client'
import { pickYourOwnBookings, pickYourOwnSlots } from '#server/db/schema/visits'
import type { DemoClock } from './demo-clock'
import type { DemoProductId } from './products'

export async function seedPickYourOwn(
  tx: Db,
  productId: DemoProductId,
  { daysAgo, farmDate }: DemoClock,
): Promise<void> {
  // Each fruit's usual morning session: its product, hours and price per person.
  const blackberries = { product: 'Fresh Blackberries', start: '08:00', end: '10:00', price: 1000 }
  const mangos = { product: 'Haden Mangos', start: '08:00', end: '10:00', price: 1500 }
  const muscadines = { product: 'Muscadine Grapes', start: '09:00', end: '11:00', price: 1200 }
  const slotPlan: Array<{
    offset: number
    product: string
    start: string
    end: string
    max: number
    booked: number[]
    price: number
    active?: boolean
  }> = [
    { ...blackberries, offset: 2, max: 12, booked: [4, 3, 4] },
    { ...mangos, offset: 2, start: '10:30', end: '12:30', max: 10, booked: [2] },
    { ...blackberries, offset: 4, max: 8, booked: [5, 3] },
    { ...muscadines, offset: 6, max: 10, booked: [] },
    { ...mangos, offset: 9, max: 10, booked: [3, 2] },
    { ...blackberries, offset: 11, max: 12, booked: [], active: false },
    { ...muscadines, offset: 13, max: 15, booked: [2] },
    { ...mangos, offset: 16, max: 10, booked: [] },
    { ...blackberries, offset: 18, max: 12, booked: [] },
    { ...muscadines, offset: 20, max: 10, booked: [] },
  ]
  const slotRows = await tx
    .insert(pickYourOwnSlots)
    .values(
      slotPlan.map((slot) => ({
        productId: productId(slot.product),
        productName: slot.product,
        date: farmDate(slot.offset),
        startTime: slot.start,
        endTime: slot.end,
        maxPeople: slot.max,
        currentBookings: slot.booked.reduce((sum, people) => sum + people, 0),
        pricePerPersonCents: slot.price,
        active: slot.active ?? true,
      })),
    )
    .returning({ id: pickYourOwnSlots.id })
  const pickers = [
    ['Ana Torres', 'ana.torres@example.com'],
    ['Ben Whitfield', 'ben.w@example.com'],
    ['Carla Moss', 'carla.moss@example.com'],
    ['Deshawn Price', 'deshawn.price@example.com'],
    ['Emily Chen', 'emily.chen@example.com'],
  ] as const
  let pickerIndex = 0
  const pyoBookings = slotPlan.flatMap((slot, i) =>
    slot.booked.map((people) => {
      const [customerName, customerEmail] = pickers[pickerIndex++ % pickers.length]!
      return {
        slotId: slotRows[i]!.id,
        customerName,
        customerEmail,
        numberOfPeople: people,
        totalPriceCents: people * slot.price,
        status: 'confirmed' as const,
        createdAt: daysAgo(1 + (pickerIndex % 4), 16),
      }
    }),
  )
  if (pyoBookings.length > 0) await tx.insert(pickYourOwnBookings).values(pyoBookings)
}
