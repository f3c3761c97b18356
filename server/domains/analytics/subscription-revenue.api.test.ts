import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsSchema, type Analytics } from '#contracts/analytics'
import { addCalendarDays } from '#contracts/farm-time'
import { adminOrderSummarySchema, type AdminOrderSummary } from '#contracts/order-admin'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'
import {
  farmDay,
  onFarmDay,
  paymentsOf,
  planNamed,
  subscribe,
  subscriptionAction,
} from '#server/test/subscription-helpers'
import { runSubscriptionRenewals } from '#server/domains/subscriptions/subscription-renewals'
import { subscriptionDepsOf } from '#server/domains/subscriptions/subscription-deps'

// CSA boxes are money the farm took (decision 0042): paid revenue on the dashboard and in the
// Analytics tab count them, first payments and renewals alike.
let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app
const cents = (money: string) => Math.round(Number(money) * 100)

async function analytics(): Promise<Analytics> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/admin/analytics?period=7',
    headers: { cookie: staff },
  })
  expect(response.statusCode, response.body).toBe(200)
  return analyticsSchema.parse(response.json())
}

async function summary(): Promise<AdminOrderSummary> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/admin/orders/summary',
    headers: { cookie: staff },
  })
  expect(response.statusCode, response.body).toBe(200)
  return adminOrderSummarySchema.parse(response.json())
}

describe('CSA subscription payments in paid revenue', () => {
  it('counts the first box and each renewal on the dashboard and in the analytics, not as orders', async () => {
    const beforeFigures = await analytics()
    const beforeSummary = await summary()
    const today = beforeFigures.period.to
    const todayRevenue = (figures: Analytics) =>
      cents(figures.revenueByDay.find((day) => day.date === today)!.revenue)

    // A customer subscribes to the $45.00 weekly box and pays its first box with the test card.
    const cookie = await signInAsCustomer(app(), 'csa-revenue@example.com')
    const start = await farmDay(app(), 1)
    const created = await subscribe(app(), cookie, {
      planId: (await planNamed(app(), "Mango Lover's Box")).id,
      customerName: 'Rosa Alvarez',
      startDate: start,
      fulfilment: 'pickup',
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id as number
    const paid = await subscriptionAction(app(), cookie, id, 'test-mode/confirm', {
      cardNumber: '4242 4242 4242 4242',
    })
    expect(paid.statusCode, paid.body).toBe(200)
    // The renewal job charges the second box on its day.
    await runSubscriptionRenewals(
      subscriptionDepsOf(app()),
      await onFarmDay(app(), addCalendarDays(start, 7)),
    )
    expect(await paymentsOf(app(), id)).toHaveLength(2)

    const afterSummary = await summary()
    expect(cents(afterSummary.paidRevenue)).toBe(cents(beforeSummary.paidRevenue) + 9000)
    expect(cents(afterSummary.subscriptionRevenue)).toBe(
      cents(beforeSummary.subscriptionRevenue) + 9000,
    )
    expect(afterSummary.totalOrders).toBe(beforeSummary.totalOrders)

    const afterFigures = await analytics()
    expect(cents(afterFigures.totalRevenue)).toBe(cents(beforeFigures.totalRevenue) + 9000)
    expect(cents(afterFigures.subscriptionRevenue)).toBe(
      cents(beforeFigures.subscriptionRevenue) + 9000,
    )
    // Both boxes were paid today, and the days still add up to the total.
    expect(todayRevenue(afterFigures)).toBe(todayRevenue(beforeFigures) + 9000)
    expect(afterFigures.revenueByDay.reduce((sum, day) => sum + cents(day.revenue), 0)).toBe(
      cents(afterFigures.totalRevenue),
    )
    // Boxes are not orders: the order count and the average order stay as they were.
    expect(afterFigures.totalOrders).toBe(beforeFigures.totalOrders)
    expect(afterFigures.averageOrderValue).toBe(beforeFigures.averageOrderValue)
  })
})
