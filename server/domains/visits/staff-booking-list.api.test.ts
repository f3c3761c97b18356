import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffBookingPageSchema, type StaffBookingPage } from '#contracts/visits-admin'
import {
  bookings,
  pickYourOwnBookings,
  pickYourOwnSlots,
  type NewBookingRow,
} from '#server/db/schema/visits'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

/** The staff list of bookings, both kinds, searched, filtered, sorted and paged (issue 25). */

let testApp: TestApp
let staff: string
const app = () => testApp.app
const get = (url: string, cookie = staff) =>
  app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

async function list(query: string): Promise<StaffBookingPage> {
  const response = await get(`/api/admin/bookings?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return staffBookingPageSchema.parse(response.json())
}
const names = (page: StaffBookingPage) => page.items.map((each) => each.customerName)

const eventBooking = (
  values: Partial<NewBookingRow> & { customerName: string },
): NewBookingRow => ({
  type: 'event',
  title: 'Mango Tasting Evening',
  customerEmail: `${values.customerName.split(' ')[0]!.toLowerCase()}@bookings.example`,
  numberOfPeople: 2,
  preferredDate: '2031-03-10',
  status: 'pending',
  totalPriceCents: 5000,
  ...values,
})

beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(app(), 'staff')
  const minute = (n: number) => new Date(Date.UTC(2031, 0, 1, 12, n))
  await app()
    .db.insert(bookings)
    .values([
      eventBooking({ customerName: 'Zelda Tamarind', createdAt: minute(1) }),
      eventBooking({
        customerName: 'Abel Tamarind',
        type: 'workshop',
        title: 'Grafting Workshop',
        customerPhone: '772-555-0142',
        numberOfPeople: 5,
        preferredDate: '2031-03-20',
        status: 'confirmed',
        createdAt: minute(2),
      }),
    ])
  const [slot] = await app()
    .db.insert(pickYourOwnSlots)
    .values({
      productName: 'Jaboticaba',
      date: '2031-03-15',
      startTime: '08:00',
      endTime: '10:00',
      maxPeople: 40,
      currentBookings: 3,
      pricePerPersonCents: 1200,
    })
    .returning()
  await app()
    .db.insert(pickYourOwnBookings)
    .values({
      slotId: slot!.id,
      customerName: 'Mira Tamarind',
      customerEmail: 'mira@bookings.example',
      numberOfPeople: 3,
      totalPriceCents: 3600,
      status: 'cancelled',
      createdAt: minute(3),
    })
  // Thirty more, to page through.
  await app()
    .db.insert(bookings)
    .values(
      Array.from({ length: 30 }, (_, index) =>
        eventBooking({
          customerName: `Pager ${String(index).padStart(2, '0')}`,
          preferredDate: '2031-05-01',
        }),
      ),
    )
})
afterAll(async () => {
  await testApp.close()
})

describe('GET /api/admin/bookings: search, filters, sort and pages', () => {
  it('lists both kinds together and finds them by name, e-mail, phone or what was booked', async () => {
    expect(names(await list('q=tamarind&sort=customer&dir=asc'))).toEqual([
      'Abel Tamarind',
      'Mira Tamarind',
      'Zelda Tamarind',
    ])
    expect(names(await list('q=MIRA%40BOOKINGS'))).toEqual(['Mira Tamarind'])
    expect(names(await list('q=555-0142'))).toEqual(['Abel Tamarind'])
    expect(names(await list('q=jabotic'))).toEqual(['Mira Tamarind'])
    expect((await list('q=jabotic')).items[0]).toMatchObject({
      kind: 'pick_your_own',
      type: 'Pick Your Own',
      title: 'Pick Your Own: Jaboticaba',
      time: '8:00 AM – 10:00 AM',
      price: '36.00',
    })
    // LIKE's wildcards typed by staff are text.
    expect((await list('q=%25%25')).total).toBe(0)
    expect((await list('q=nobody-at-all')).items).toEqual([])
  })

  it('filters by status, type and the days of the visit', async () => {
    expect(names(await list('q=tamarind&status=cancelled'))).toEqual(['Mira Tamarind'])
    expect(names(await list('q=tamarind&status=confirmed'))).toEqual(['Abel Tamarind'])
    expect(names(await list('q=tamarind&type=workshop'))).toEqual(['Abel Tamarind'])
    expect(names(await list('q=tamarind&type=event'))).toEqual(['Zelda Tamarind'])
    expect(names(await list('q=tamarind&type=pick_your_own'))).toEqual(['Mira Tamarind'])
    expect(
      names(await list('q=tamarind&from=2031-03-15&to=2031-03-20&sort=visit&dir=asc')),
    ).toEqual(['Mira Tamarind', 'Abel Tamarind'])
    expect(names(await list('from=2031-03-10&to=2031-03-10'))).toEqual(['Zelda Tamarind'])
  })

  it('sorts by a whitelisted column, either way, the newest first by default', async () => {
    expect(names(await list('q=tamarind'))).toEqual([
      'Mira Tamarind',
      'Abel Tamarind',
      'Zelda Tamarind',
    ])
    expect(names(await list('q=tamarind&sort=visit&dir=desc'))).toEqual([
      'Abel Tamarind',
      'Mira Tamarind',
      'Zelda Tamarind',
    ])
    expect(names(await list('q=tamarind&sort=people&dir=desc'))).toEqual([
      'Abel Tamarind',
      'Mira Tamarind',
      'Zelda Tamarind',
    ])
    expect(names(await list('q=tamarind&sort=status&dir=asc'))).toEqual([
      'Mira Tamarind',
      'Abel Tamarind',
      'Zelda Tamarind',
    ])
  })

  it('pages with the total of every match', async () => {
    const first = await list('q=pager&sort=customer&dir=asc')
    const second = await list('q=pager&sort=customer&dir=asc&page=2')
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 })
    expect(first.items).toHaveLength(25)
    expect(second).toMatchObject({ total: 30, page: 2 })
    expect(names(second)).toEqual(['Pager 25', 'Pager 26', 'Pager 27', 'Pager 28', 'Pager 29'])
    expect((await list('q=pager&page=9')).items).toEqual([])
    expect((await list('q=pager&pageSize=50')).items).toHaveLength(30)
  })

  it('refuses what it does not know with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=secret', 'sort'],
      ['sort=created_at', 'sort'],
      ['dir=up', 'dir'],
      ['page=0', 'page'],
      ['pageSize=7', 'pageSize'],
      ['status=lost', 'status'],
      ['type=concert', 'type'],
      ['from=2031-02-30', 'from'],
      ['from=2031-03-20&to=2031-03-10', 'to'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const response = await get(`/api/admin/bookings?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(Object.keys(response.json().fields), query).toEqual([field])
    }
  })

  it('is for staff only', async () => {
    expect((await get('/api/admin/bookings', '')).statusCode).toBe(401)
    const customer = await signInAsCustomer(app(), 'booking-list@example.com')
    expect((await get('/api/admin/bookings?q=tamarind', customer)).statusCode).toBe(403)
  })
})
