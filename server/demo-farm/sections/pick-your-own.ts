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
    {
      offset: 2,
      product: 'Fresh Blackberries',
      start: '08:00',
      end: '10:00',
      max: 12,
      booked: [4, 3, 4],
      price: 1000,
    },
    {
      offset: 2,
      product: 'Haden Mangos',
      start: '10:30',
      end: '12:30',
      max: 10,
      booked: [2],
      price: 1500,
    },
    {
      offset: 4,
      product: 'Fresh Blackberries',
      start: '08:00',
      end: '10:00',
      max: 8,
      booked: [5, 3],
      price: 1000,
    },
    {
      offset: 6,
      product: 'Muscadine Grapes',
      start: '09:00',
      end: '11:00',
      max: 10,
      booked: [],
      price: 1200,
    },
    {
      offset: 9,
      product: 'Haden Mangos',
      start: '08:00',
      end: '10:00',
      max: 10,
      booked: [3, 2],
      price: 1500,
    },
    {
      offset: 11,
      product: 'Fresh Blackberries',
      start: '08:00',
      end: '10:00',
      max: 12,
      booked: [],
      price: 1000,
      active: false,
    },
    {
      offset: 13,
      product: 'Muscadine Grapes',
      start: '09:00',
      end: '11:00',
      max: 15,
      booked: [2],
      price: 1200,
    },
    {
      offset: 16,
      product: 'Haden Mangos',
      start: '08:00',
      end: '10:00',
      max: 10,
      booked: [],
      price: 1500,
    },
    {
      offset: 18,
      product: 'Fresh Blackberries',
      start: '08:00',
      end: '10:00',
      max: 12,
      booked: [],
      price: 1000,
    },
    {
      offset: 20,
      product: 'Muscadine Grapes',
      start: '09:00',
      end: '11:00',
      max: 10,
      booked: [],
      price: 1200,
    },
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
