// Seeds the farm events and workshops, and three bookings of them.
import type { Db } from '#server/db/client'
import { bookings, farmEvents } from '#server/db/schema/visits'
import type { DemoClock } from './demo-clock'

export async function seedEventsAndWorkshops(
  tx: Db,
  { daysAgo, farmDate }: DemoClock,
): Promise<void> {
  const eventRows = await tx
    .insert(farmEvents)
    .values([
      {
        code: 'general_event',
        eventType: 'event',
        title: 'Guided Farm Tour',
        durationMinutes: 120,
        startTime: '09:00',
        pricePerPersonCents: 2500,
        maxPeople: 15,
        description:
          'Walk the whole farm with one of us: the mango grove, the blackberry rows, the grape arbor and the bee yard (from a safe distance). We finish at the stand with a tasting of whatever is in season.',
        includes: [
          'Guided walk through the grove, berry rows and arbor',
          'Seasonal fruit tasting',
          'Honey tasting flight',
          'Cold water and shade breaks',
        ],
        sortOrder: 1,
      },
      {
        code: 'mango_grove_event',
        eventType: 'event',
        title: 'Mango Grove Walk & Tasting',
        durationMinutes: 90,
        startTime: '08:30',
        pricePerPersonCents: 2000,
        maxPeople: 12,
        description:
          'Meet our mango trees, from the old Hadens to the young grafted Glenns, and learn how we grow, prune and pick them. Then taste three varieties side by side.',
        includes: [
          'Walk through the mango grove',
          'Tasting of three mango varieties',
          'Tips for growing mangos at home',
        ],
        sortOrder: 2,
      },
      {
        code: 'beekeeping_event',
        eventType: 'event',
        title: 'Beehive Visit',
        durationMinutes: 60,
        startTime: '10:00',
        pricePerPersonCents: 3000,
        maxPeople: 8,
        description:
          'Suit up and stand beside an open hive while our beekeeper pulls frames, finds the queen and explains how a colony works. Ages 8 and up.',
        includes: [
          'Protective veil and gloves',
          'Open-hive demonstration',
          'Raw honey and honeycomb tasting',
        ],
        sortOrder: 3,
      },
      {
        code: 'fruit_tree_grafting',
        eventType: 'workshop',
        title: 'Fruit Tree Grafting Workshop',
        durationMinutes: 180,
        startTime: '09:00',
        pricePerPersonCents: 7500,
        maxPeople: 8,
        description:
          'Learn the cleft and veneer grafts we use on every tree in our nursery. Practice on cuttings, then graft your own mango tree to take home.',
        includes: [
          'All tools and materials',
          'Rootstock and budwood',
          'Your own grafted tree to take home',
          'Printed aftercare guide',
        ],
        sortOrder: 4,
      },
      {
        code: 'beekeeping_basics',
        eventType: 'workshop',
        title: 'Beekeeping Basics',
        durationMinutes: 240,
        startTime: '09:00',
        pricePerPersonCents: 9500,
        maxPeople: 6,
        description:
          'Everything you need to decide whether backyard bees are for you: equipment, hive inspections, seasonal care in Florida, and a hands-on inspection of our hives.',
        includes: [
          'Full protective suit for the day',
          'Hands-on hive inspection',
          'Beginner beekeeping handbook',
          'A jar of our wildflower honey',
        ],
        sortOrder: 5,
      },
      {
        code: 'sustainable_farming',
        eventType: 'workshop',
        title: 'Sustainable Small-Farm Growing',
        durationMinutes: 150,
        startTime: '13:00',
        pricePerPersonCents: 6000,
        maxPeople: 12,
        description:
          'How we build soil on sand, use mulch and cover crops, manage pests without harsh sprays and save water. Practical ideas for a backyard or a few acres.',
        includes: [
          'Farm walk with practical demonstrations',
          'Composting and mulching guide',
          'Seedlings to take home',
        ],
        sortOrder: 6,
      },
    ])
    .returning({
      id: farmEvents.id,
      code: farmEvents.code,
      title: farmEvents.title,
      eventType: farmEvents.eventType,
      pricePerPersonCents: farmEvents.pricePerPersonCents,
    })
  /** What a booking copies of its event, and its price for `people`. */
  const requestOf = (code: string, people: number) => {
    const event = eventRows.find((e) => e.code === code)
    if (!event) throw new Error(`demo event missing: ${code}`)
    return {
      farmEventId: event.id,
      type: event.eventType,
      title: event.title,
      numberOfPeople: people,
      totalPriceCents: people * event.pricePerPersonCents,
    }
  }

  await tx.insert(bookings).values([
    {
      ...requestOf('general_event', 4),
      customerName: 'Rachel Nguyen',
      customerEmail: 'rachel.nguyen@example.com',
      customerPhone: '(555) 310-2231',
      preferredDate: farmDate(6),
      alternateDate: farmDate(7),
      specialRequests: 'Two of us are kids, ages 7 and 10.',
      status: 'pending',
      createdAt: daysAgo(1, 15),
    },
    {
      ...requestOf('fruit_tree_grafting', 2),
      customerName: 'George Alvarez',
      customerEmail: 'g.alvarez@example.com',
      customerPhone: '(555) 867-4410',
      preferredDate: farmDate(13),
      status: 'confirmed',
      createdAt: daysAgo(5, 10),
    },
    {
      ...requestOf('mango_grove_event', 3),
      customerName: 'Beth Hammond',
      customerEmail: 'beth.hammond@example.com',
      preferredDate: farmDate(2),
      specialRequests: 'Wheelchair access, please.',
      status: 'cancelled',
      createdAt: daysAgo(8, 12),
    },
  ])
}
