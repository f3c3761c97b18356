import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import {
  boxAddOnSchema,
  boxContentsSchema,
  boxCutOffInstant,
  farmBreakSchema,
  memberBoxListSchema,
  memberBoxSchema,
  mondayOf,
  packingListSchema,
  type MemberBox,
} from '#contracts/csa-season'
import { weekdays } from '#contracts/farm-settings'
import { addCalendarDays, isoWeekdayOf } from '#contracts/farm-time'
import { subscriptionSkips } from '#server/db/schema/subscriptions'
import { signInAsCustomer } from '#server/test/sign-in'
import { useTestApp } from '#server/test/use-test-app'
import { expectStaffOnly } from '#server/test/staff-resource-checks'
import {
  deliveryAddress,
  farmDay,
  mailTo,
  paidSubscription,
  paymentsOf,
  planNamed,
  subscribe,
  subscriptionAction,
  subscriptionRow,
} from '#server/test/subscription-helpers'
import { chooseBoxAddOns, skipBox, unskipBox } from './box-choices'
import { removeFarmBreak } from './farm-breaks'
import { farmTimeZone } from './subscription-records'
import { runSubscriptionRenewals } from './subscription-renewals'
import { subscriptionDepsOf } from './subscription-deps'

const testApp = useTestApp({ staff: 'staff' })
let staff: string
let member: string
const memberEmail = 'season-member@example.com'
beforeAll(async () => {
  staff = testApp.staff
  member = await signInAsCustomer(testApp.app, memberEmail)
})

const app = () => testApp.app
const deps = () => subscriptionDepsOf(app())
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const call = (cookie: string, method: Method, url: string, payload?: object) =>
  app().inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

const memberSubscription = (cookie = member, startsIn = 3, overrides: object = {}) =>
  paidSubscription(app(), cookie, startsIn, overrides)

async function boxes(id: number, cookie = member): Promise<MemberBox[]> {
  const response = await call(cookie, 'GET', `/api/subscriptions/${id}/boxes`)
  expect(response.statusCode, response.body).toBe(200)
  return memberBoxListSchema.parse(response.json())
}

const boxOn = async (id: number, date: string, cookie = member) =>
  (await boxes(id, cookie)).find((b) => b.date === date)

/** Just after a box's cut-off: when the renewal job settles it. */
async function afterCutOff(date: string) {
  return new Date(boxCutOffInstant(date, await farmTimeZone(app().db)).getTime() + 60_000)
}

async function addOn(name: string, price: string, active = true) {
  const response = await call(staff, 'POST', '/api/admin/box-add-ons', {
    name,
    description: `${name} from the farm`,
    price,
    active,
  })
  expect(response.statusCode, response.body).toBe(201)
  return boxAddOnSchema.parse(response.json())
}

const chargedDates = async (id: number) =>
  (await paymentsOf(app(), id)).map((payment) => `${payment.deliveryDate} ${payment.amountCents}`)

describe('who may see and change boxes', () => {
  it('keeps a member’s boxes to the member (401 visitors, 404 another customer)', async () => {
    const { id, start } = await memberSubscription()
    const second = addCalendarDays(start, 7)
    const other = await signInAsCustomer(app(), 'not-the-member@example.com')
    const routes = [
      { method: 'GET' as const, url: `/api/subscriptions/${id}/boxes` },
      { method: 'POST' as const, url: `/api/subscriptions/${id}/boxes/${second}/skip` },
      { method: 'DELETE' as const, url: `/api/subscriptions/${id}/boxes/${second}/skip` },
      {
        method: 'PUT' as const,
        url: `/api/subscriptions/${id}/boxes/${second}/add-ons`,
        payload: { addOns: [] },
      },
    ]
    for (const route of routes) {
      expect((await app().inject(route)).statusCode, route.url).toBe(401)
      const response = await app().inject({ ...route, headers: { cookie: other } })
      expect(response.statusCode, route.url).toBe(404)
    }
    expect(await boxOn(id, second)).toMatchObject({ state: 'box', addOns: [] })
  })

  it('keeps the season tools to staff', async () => {
    const monday = mondayOf(await farmDay(app(), 7))
    await expectStaffOnly(
      app(),
      [
        { method: 'GET', url: '/api/admin/box-add-ons' },
        { method: 'POST', url: '/api/admin/box-add-ons', payload: { name: 'X', price: '1' } },
        { method: 'GET', url: '/api/admin/farm-breaks' },
        {
          method: 'POST',
          url: '/api/admin/farm-breaks',
          payload: { startsOn: monday, endsOn: monday, reason: 'X' },
        },
        { method: 'DELETE', url: '/api/admin/farm-breaks/1' },
        { method: 'GET', url: `/api/admin/box-contents/${monday}` },
        { method: 'PUT', url: `/api/admin/box-contents/${monday}`, payload: { contents: 'X' } },
        { method: 'POST', url: `/api/admin/box-contents/${monday}/publish` },
        { method: 'GET', url: `/api/admin/packing-list?date=${monday}` },
      ],
      async () => [
        (await call(staff, 'GET', '/api/admin/box-add-ons')).json(),
        (await call(staff, 'GET', '/api/admin/farm-breaks')).json(),
      ],
    )
  })
})

describe('a box is billed exactly once when skips, add-ons and renewals race', () => {
  it('settles each box once at its cut-off, whatever ran at the same moment', async () => {
    const jar = await addOn('Race honey', '5.00')
    const members = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const cookie = await signInAsCustomer(app(), `race-${index}@example.com`)
        const bought = await memberSubscription(cookie, 3)
        return { ...bought, userId: (await subscriptionRow(app(), bought.id)).userId! }
      }),
    )
    const date = addCalendarDays(members[0]!.start, 7)
    const cutOff = boxCutOffInstant(date, await farmTimeZone(app().db))
    const justBefore = new Date(cutOff.getTime() - 1)
    const justAfter = new Date(cutOff.getTime() + 1)
    for (const each of members) {
      await chooseBoxAddOns(
        deps(),
        { userId: each.userId, id: each.id, date, now: justBefore },
        {
          addOns: [{ addOnId: jar.id, quantity: 2 }],
        },
      )
    }
    // Each member skips (half just before the cut-off, half just after) while three renewal runs
    // settle the box at once.
    const outcomes = await Promise.allSettled([
      ...members.map((each, index) =>
        skipBox(deps(), {
          userId: each.userId,
          id: each.id,
          date,
          now: index % 2 === 0 ? justBefore : justAfter,
        }),
      ),
      runSubscriptionRenewals(deps(), justAfter),
      runSubscriptionRenewals(deps(), justAfter),
      runSubscriptionRenewals(deps(), justAfter),
    ])
    const skips = outcomes.slice(0, members.length)
    for (const [index, each] of members.entries()) {
      const skipped = skips[index]!.status === 'fulfilled'
      const charges = (await paymentsOf(app(), each.id)).filter((p) => p.deliveryDate === date)
      const skipRows = await app()
        .db.select()
        .from(subscriptionSkips)
        .where(
          and(
            eq(subscriptionSkips.subscriptionId, each.id),
            eq(subscriptionSkips.deliveryDate, date),
          ),
        )
      // Skipped: no charge. Not skipped: charged once, with its add-ons.
      expect(
        charges.map((p) => p.amountCents),
        `member ${index}`,
      ).toEqual(skipped ? [] : [5500])
      expect(skipRows, `member ${index}`).toHaveLength(skipped ? 1 : 0)
      if (index % 2 === 1) expect(skipped).toBe(false)
      expect((await subscriptionRow(app(), each.id)).nextDelivery).toBe(addCalendarDays(date, 7))
    }
    // Runs again change nothing.
    await runSubscriptionRenewals(deps(), justAfter)
    const total = (
      await Promise.all(members.map(async (each) => (await paymentsOf(app(), each.id)).length))
    ).reduce((sum, count) => sum + count, 0)
    const skippedCount = skips.filter((outcome) => outcome.status === 'fulfilled').length
    expect(total).toBe(members.length + (members.length - skippedCount))
  })
})

describe('skipping a box', () => {
  it('lists the next boxes: the first paid, the next coming and open until its cut-off', async () => {
    const { id, start } = await memberSubscription()
    const list = await boxes(id)
    expect(list.map((box) => box.date)).toEqual(
      [0, 7, 14, 21, 28, 35].map((days) => addCalendarDays(start, days)),
    )
    expect(list[0]).toMatchObject({ state: 'box', charged: true, changeable: false })
    expect(list[1]).toMatchObject({
      state: 'box',
      charged: false,
      changeable: true,
      total: '45.00',
    })
  })

  it('skips a box before its cut-off: not charged, the renewal moves past it', async () => {
    const { id, start } = await memberSubscription()
    const second = addCalendarDays(start, 7)
    const skipped = await call(member, 'POST', `/api/subscriptions/${id}/boxes/${second}/skip`)
    expect(skipped.statusCode, skipped.body).toBe(200)
    expect(memberBoxSchema.parse(skipped.json())).toMatchObject({ state: 'skipped', total: '0.00' })

    await runSubscriptionRenewals(deps(), await afterCutOff(second))
    expect(await chargedDates(id)).toEqual([`${start} 4500`])
    expect((await subscriptionRow(app(), id)).nextDelivery).toBe(addCalendarDays(start, 14))

    // After the cut-off the skip stands: bringing it back is refused, and nothing changes.
    const late = unskipBox(deps(), {
      userId: (await subscriptionRow(app(), id)).userId!,
      id,
      date: second,
      now: await afterCutOff(second),
    })
    await expect(late).rejects.toMatchObject({ statusCode: 409 })
    expect(await boxOn(id, second)).toMatchObject({ state: 'skipped' })
  })

  it('brings a skipped box back before its cut-off, and it is charged', async () => {
    const { id, start } = await memberSubscription()
    const second = addCalendarDays(start, 7)
    await call(member, 'POST', `/api/subscriptions/${id}/boxes/${second}/skip`)
    const back = await call(member, 'DELETE', `/api/subscriptions/${id}/boxes/${second}/skip`)
    expect(back.statusCode, back.body).toBe(200)
    expect(back.json()).toMatchObject({ state: 'box', changeable: true })
    await runSubscriptionRenewals(deps(), await afterCutOff(second))
    expect(await chargedDates(id)).toEqual([`${start} 4500`, `${second} 4500`])
  })

  it('refuses a date off the calendar (400 naming date), a paid box and a closed one (409)', async () => {
    const { id, start } = await memberSubscription()
    const offCalendar = await call(
      member,
      'POST',
      `/api/subscriptions/${id}/boxes/${addCalendarDays(start, 8)}/skip`,
    )
    expect(offCalendar.statusCode).toBe(400)
    expect(Object.keys(offCalendar.json().fields)).toEqual(['date'])
    const badDate = await call(member, 'POST', `/api/subscriptions/${id}/boxes/someday/skip`)
    expect(badDate.statusCode).toBe(400)
    const paid = await call(member, 'POST', `/api/subscriptions/${id}/boxes/${start}/skip`)
    expect(paid.statusCode).toBe(409)
    expect(paid.json().message).toBe('Changes to this box have closed: it is being packed.')
    expect(
      await app()
        .db.select()
        .from(subscriptionSkips)
        .where(eq(subscriptionSkips.subscriptionId, id)),
    ).toEqual([])
  })
})

describe('add-ons', () => {
  it('bills a box’s add-ons with it, at the price when chosen, with the receipt listing them', async () => {
    const honey = await addOn('Wildflower honey jar', '8.00')
    const fruit = await addOn('Extra mangos', '6.50')
    const { id, start } = await memberSubscription()
    const second = addCalendarDays(start, 7)
    const chosen = await call(member, 'PUT', `/api/subscriptions/${id}/boxes/${second}/add-ons`, {
      addOns: [
        { addOnId: honey.id, quantity: 2 },
        { addOnId: fruit.id, quantity: 1 },
      ],
    })
    expect(chosen.statusCode, chosen.body).toBe(200)
    expect(chosen.json()).toMatchObject({ total: '67.50' })

    // A later price change does not change what was chosen.
    await call(staff, 'PUT', `/api/admin/box-add-ons/${honey.id}`, {
      name: honey.name,
      description: honey.description,
      price: '9.00',
      active: true,
    })
    await runSubscriptionRenewals(deps(), await afterCutOff(second))
    expect(await chargedDates(id)).toEqual([`${start} 4500`, `${second} 6750`])
    const receipt = (await mailTo(app(), memberEmail)).at(-1)!
    expect(receipt.text).toContain('Add-on:   2 × Wildflower honey jar ($16.00)')
    expect(receipt.text).toContain('Paid:     $67.50')
  })

  it('refuses an add-on switched off (400 naming the line), repeats and big quantities', async () => {
    const off = await addOn('Avocados', '5.00', false)
    const on = await addOn('Lychees', '7.00')
    const { id, start } = await memberSubscription()
    const url = `/api/subscriptions/${id}/boxes/${addCalendarDays(start, 7)}/add-ons`
    const unavailable = await call(member, 'PUT', url, {
      addOns: [
        { addOnId: on.id, quantity: 1 },
        { addOnId: off.id, quantity: 1 },
      ],
    })
    expect(unavailable.statusCode).toBe(400)
    expect(unavailable.json().fields).toEqual({
      'addOns.1.addOnId': 'This add-on is not available.',
    })
    for (const addOns of [
      [
        { addOnId: on.id, quantity: 1 },
        { addOnId: on.id, quantity: 2 },
      ],
      [{ addOnId: on.id, quantity: 11 }],
      [{ addOnId: on.id, quantity: 0 }],
    ]) {
      expect((await call(member, 'PUT', url, { addOns })).statusCode).toBe(400)
    }
    expect((await boxOn(id, addCalendarDays(start, 7)))!.addOns).toEqual([])
    // Offered add-ons are the active ones.
    const offered = (await call(member, 'GET', '/api/box-add-ons')).json() as { name: string }[]
    expect(offered.map((each) => each.name)).toContain('Lychees')
    expect(offered.map((each) => each.name)).not.toContain('Avocados')
  })

  it('an add-on chosen for a box is not deleted (409); switched off, it stays on the box', async () => {
    const jar = await addOn('Orange blossom honey', '10.00')
    const { id, start } = await memberSubscription()
    const date = addCalendarDays(start, 7)
    await call(member, 'PUT', `/api/subscriptions/${id}/boxes/${date}/add-ons`, {
      addOns: [{ addOnId: jar.id, quantity: 1 }],
    })
    expect((await call(staff, 'DELETE', `/api/admin/box-add-ons/${jar.id}`)).statusCode).toBe(409)
    const off = await call(staff, 'PATCH', `/api/admin/box-add-ons/${jar.id}`, { active: false })
    expect(off.statusCode, off.body).toBe(200)
    expect((await boxOn(id, date))!.addOns).toMatchObject([{ name: 'Orange blossom honey' }])
  })
})

describe('pausing until a date', () => {
  it('pauses until a date: boxes before it are not charged; a date too far is refused', async () => {
    const { id, start } = await memberSubscription()
    const tooFar = await subscriptionAction(app(), member, id, 'pause', {
      until: await farmDay(app(), 60),
    })
    expect(tooFar.statusCode).toBe(400)
    expect(Object.keys(tooFar.json().fields)).toEqual(['until'])

    const until = addCalendarDays(start, 14)
    const paused = await subscriptionAction(app(), member, id, 'pause', { until })
    expect(paused.statusCode, paused.body).toBe(200)
    expect(paused.json()).toMatchObject({ status: 'paused', pausedUntil: until })
    expect(await boxOn(id, addCalendarDays(start, 7))).toMatchObject({ state: 'paused' })
    await runSubscriptionRenewals(deps(), await afterCutOff(until))
    expect(await chargedDates(id)).toEqual([`${start} 4500`, `${until} 4500`])
  })
})

describe('farm breaks', () => {
  it('takes every box in the break: none charged, renewals move past it; removing gives them back', async () => {
    const first = await memberSubscription(member, 4)
    const other = await signInAsCustomer(app(), 'break-member@example.com')
    const second = await memberSubscription(other, 5)
    const from = addCalendarDays(first.start, 7)
    const to = addCalendarDays(from, 6)
    const added = await call(staff, 'POST', '/api/admin/farm-breaks', {
      startsOn: from,
      endsOn: to,
      reason: 'Christmas week',
    })
    expect(added.statusCode, added.body).toBe(201)
    const farmBreak = farmBreakSchema.parse(added.json())
    expect(farmBreak.boxesMoved).toBeGreaterThanOrEqual(2)
    expect(await boxOn(first.id, from)).toMatchObject({
      state: 'farm_break',
      note: 'Christmas week',
    })
    const listed = (await call(staff, 'GET', '/api/admin/farm-breaks')).json() as { id: number }[]
    expect(listed.map((each) => each.id)).toContain(farmBreak.id)

    // Removed before its cut-off: the boxes come back.
    const removed = await call(staff, 'DELETE', `/api/admin/farm-breaks/${farmBreak.id}`)
    expect(removed.json()).toEqual({ removed: true })
    expect(await boxOn(first.id, from)).toMatchObject({ state: 'box' })
    const again = farmBreakSchema.parse(
      (
        await call(staff, 'POST', '/api/admin/farm-breaks', {
          startsOn: from,
          endsOn: to,
          reason: 'Christmas week',
        })
      ).json(),
    )

    await runSubscriptionRenewals(deps(), await afterCutOff(to))
    expect(await chargedDates(first.id)).toEqual([`${first.start} 4500`])
    expect(await chargedDates(second.id)).toEqual([`${second.start} 4500`])
    expect((await subscriptionRow(app(), first.id)).nextDelivery).toBe(addCalendarDays(from, 7))
    const after = addCalendarDays(from, 7)
    await runSubscriptionRenewals(deps(), await afterCutOff(after))
    expect(await chargedDates(first.id)).toEqual([`${first.start} 4500`, `${after} 4500`])

    // A break whose first boxes are closed is not removed (409), and stays.
    const late = removeFarmBreak(app().db, again.id, await afterCutOff(from))
    await expect(late).rejects.toMatchObject({ statusCode: 409 })
    const listedAfter = (await call(staff, 'GET', '/api/admin/farm-breaks')).json() as {
      id: number
    }[]
    expect(listedAfter.map((each) => each.id)).toContain(again.id)
  })

  it('refuses a break in boxes already closed, an end before its start, and one too long', async () => {
    for (const [payload, field] of [
      [
        { startsOn: await farmDay(app(), 1), endsOn: await farmDay(app(), 3), reason: 'Late' },
        'startsOn',
      ],
      [
        { startsOn: await farmDay(app(), 10), endsOn: await farmDay(app(), 9), reason: 'Back' },
        'endsOn',
      ],
      [
        { startsOn: await farmDay(app(), 10), endsOn: await farmDay(app(), 80), reason: 'Long' },
        'endsOn',
      ],
      [
        { startsOn: await farmDay(app(), 10), endsOn: await farmDay(app(), 11), reason: '' },
        'reason',
      ],
    ] as const) {
      const response = await call(staff, 'POST', '/api/admin/farm-breaks', payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(Object.keys(response.json().fields)).toEqual([field])
    }
  })

  it('refuses a start date in a break (400 naming startDate)', async () => {
    const day = await farmDay(app(), 30)
    await call(staff, 'POST', '/api/admin/farm-breaks', {
      startsOn: day,
      endsOn: day,
      reason: 'Hurricane prep',
    })
    const plan = await planNamed(app(), "Mango Lover's Box")
    const response = await subscribe(app(), member, {
      planId: plan.id,
      customerName: 'Rosa Alvarez',
      startDate: day,
      fulfilment: 'pickup',
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fields)).toEqual(['startDate'])
  })
})

describe('box contents and the packing list', () => {
  it('e-mails a week’s contents to its members once, and shows them on their boxes', async () => {
    const email = 'contents-member@example.com'
    const cookie = await signInAsCustomer(app(), email)
    const { id, start } = await memberSubscription(cookie, 3)
    const week = mondayOf(start)
    const notMonday = await call(
      staff,
      'GET',
      `/api/admin/box-contents/${addCalendarDays(week, 1)}`,
    )
    expect(notMonday.statusCode).toBe(400)
    expect((await call(staff, 'GET', `/api/admin/box-contents/${week}`)).json()).toMatchObject({
      contents: '',
      publishedAt: null,
    })
    const empty = await call(staff, 'POST', `/api/admin/box-contents/${week}/publish`)
    expect(empty.statusCode).toBe(400)

    const contents = 'Haden mangos (4)\nWildflower honey, 8 oz\nThai basil'
    const saved = await call(staff, 'PUT', `/api/admin/box-contents/${week}`, { contents })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await boxOn(id, start, cookie))!.contents).toBeNull()

    const published = boxContentsSchema.parse(
      (await call(staff, 'POST', `/api/admin/box-contents/${week}/publish`)).json(),
    )
    expect(published.publishedAt).not.toBeNull()
    expect(published.membersEmailed).toBeGreaterThanOrEqual(1)
    await call(staff, 'POST', `/api/admin/box-contents/${week}/publish`)
    const mails = (await mailTo(app(), email)).filter((mail) =>
      mail.subject.startsWith('In your box this week'),
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('Thai basil')
    expect((await boxOn(id, start, cookie))!.contents).toBe(contents)
  })

  it('counts a day’s boxes and add-ons per place, leaving skipped boxes out', async () => {
    const jam = await addOn('Guava jam', '7.00')
    const a = await memberSubscription(await signInAsCustomer(app(), 'pack-a@example.com'), 20)
    const b = await memberSubscription(await signInAsCustomer(app(), 'pack-b@example.com'), 20, {
      fulfilment: 'delivery',
      deliveryAddress,
    })
    const c = await memberSubscription(await signInAsCustomer(app(), 'pack-c@example.com'), 20)
    const date = addCalendarDays(a.start, 7)
    const userOf = async (id: number) => (await subscriptionRow(app(), id)).userId!
    await chooseBoxAddOns(
      deps(),
      { userId: await userOf(a.id), id: a.id, date },
      {
        addOns: [{ addOnId: jam.id, quantity: 3 }],
      },
    )
    await skipBox(deps(), { userId: await userOf(c.id), id: c.id, date })

    const response = await call(staff, 'GET', `/api/admin/packing-list?date=${date}`)
    expect(response.statusCode, response.body).toBe(200)
    const list = packingListSchema.parse(response.json())
    const mine = (label: string) => list.groups.find((group) => group.label === label)!
    expect(mine('Pickup at the farm').members.map((m) => m.subscriptionId)).toContain(a.id)
    expect(mine('Pickup at the farm').addOns).toContainEqual({ name: 'Guava jam', quantity: 3 })
    expect(mine('Delivery').members.map((m) => m.subscriptionId)).toContain(b.id)
    const all = list.groups.flatMap((group) => group.members.map((m) => m.subscriptionId))
    expect(all).not.toContain(c.id)
    expect(list.skipped).toBeGreaterThanOrEqual(1)
    expect(list.boxes).toBe(all.length)
    expect((await call(staff, 'GET', '/api/admin/packing-list?date=soon')).statusCode).toBe(400)
  })
})

describe('pickup windows', () => {
  it('asks a weekly pickup box for a window on its weekday, and packs it under that window', async () => {
    const start = await farmDay(app(), 9)
    const weekday = weekdays[isoWeekdayOf(start) - 1]!
    const created = await call(staff, 'POST', '/api/admin/pickup-locations', {
      name: 'Saturday market',
      address: 'Riverside Park, Jensen Beach, FL 34957',
      windows: [{ weekday, startsAt: '08:00', endsAt: '12:00', orderCap: 20 }],
      closedDates: [],
    })
    expect(created.statusCode, created.body).toBe(201)
    const windowId = created.json().windows[0].id as number
    const plan = await planNamed(app(), "Mango Lover's Box")
    const request = {
      planId: plan.id,
      customerName: 'Ana Ruiz',
      startDate: start,
      fulfilment: 'pickup',
    }
    const cookie = await signInAsCustomer(app(), 'window-member@example.com')

    const none = await subscribe(app(), cookie, request)
    expect(none.statusCode).toBe(400)
    expect(Object.keys(none.json().fields)).toEqual(['pickupWindowId'])
    const wrongDay = await subscribe(app(), cookie, {
      ...request,
      startDate: addCalendarDays(start, 1),
      pickupWindowId: windowId,
    })
    expect(wrongDay.statusCode).toBe(400)
    expect(Object.keys(wrongDay.json().fields)).toEqual(['startDate'])

    const { id } = await memberSubscription(cookie, 9, { pickupWindowId: windowId })
    const mine = (await call(cookie, 'GET', '/api/subscriptions/mine')).json() as {
      id: number
      pickupWindow: string | null
    }[]
    expect(mine.find((each) => each.id === id)!.pickupWindow).toBe(
      `Saturday market, ${weekday[0]!.toUpperCase()}${weekday.slice(1)}s, 8:00 AM – 12:00 PM`,
    )
    const receipt = (await mailTo(app(), 'window-member@example.com')).at(-1)!
    expect(receipt.text).toContain('Pickup:   Saturday market,')
    const list = packingListSchema.parse(
      (await call(staff, 'GET', `/api/admin/packing-list?date=${start}`)).json(),
    )
    expect(
      list.groups.find((group) => group.label.startsWith('Saturday market'))!.members,
    ).toMatchObject([{ subscriptionId: id }])
  })
})
