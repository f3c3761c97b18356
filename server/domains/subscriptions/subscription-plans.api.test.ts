import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc, desc, eq, sql } from 'drizzle-orm'
import {
  planInUseMessage,
  staffSubscriptionPlanListSchema,
  staffSubscriptionPlanSchema,
  subscriptionPlanListSchema,
  type StaffSubscriptionPlan,
  type SubscriptionPlan,
} from '#contracts/subscription-plans'
import { subscriptionPlans, subscriptions } from '#server/db/schema/subscriptions'
import { auditLog } from '#server/db/schema/audit'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsStaff } from '#server/test/sign-in'
import { expectStaffOnly } from '#server/test/staff-resource-checks'

let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp({ seed: true })
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const adminPath = '/api/admin/subscription-plans'
const publicPath = '/api/subscription-plans'
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) })
const publicList = async (): Promise<SubscriptionPlan[]> => {
  const response = await testApp.app.inject({ method: 'GET', url: publicPath })
  expect(response.statusCode).toBe(200)
  return subscriptionPlanListSchema.parse(response.json())
}
const staffList = async (): Promise<StaffSubscriptionPlan[]> => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: adminPath,
    headers: { cookie: staff },
  })
  expect(response.statusCode).toBe(200)
  return staffSubscriptionPlanListSchema.parse(response.json())
}
const storedRows = () =>
  testApp.app.db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.id))
const lastAudit = async () =>
  (await testApp.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]

const newPlan = (overrides: Record<string, unknown> = {}) => ({
  name: 'Citrus Crate',
  description: 'Oranges, grapefruit and key limes from the old grove.',
  basePrice: '32.5',
  frequency: 'biweekly',
  products: ['Valencia Oranges', ' Ruby Grapefruit ', '', 'Key Limes'],
  features: ['About 10 lb', '  ', 'Juicing guide'],
  icon: '🍃',
  popular: false,
  active: true,
  ...overrides,
})

describe('subscription plans API', () => {
  it('lists active plans for anyone, by sort order then id, without private fields', async () => {
    const list = await publicList()
    expect(list.map((plan) => plan.name)).toEqual([
      "Mango Lover's Box",
      'Honey of the Month',
      'Farm Share Basket',
    ])
    expect(list[0]).toMatchObject({
      basePrice: '45.00',
      frequency: 'weekly',
      icon: '🥭',
      popular: true,
      products: ['Haden Mangos', 'Kent Mangos', 'Glenn Mangos'],
    })
    for (const plan of list) {
      expect(Object.keys(plan).sort()).toEqual(
        [
          'basePrice',
          'description',
          'features',
          'frequency',
          'icon',
          'id',
          'name',
          'popular',
          'products',
        ].sort(),
      )
    }
    // The inactive demo plan is only in the staff list.
    const staffPlans = await staffList()
    expect(staffPlans.find((plan) => plan.name === 'Backyard Grove Starter')).toMatchObject({
      active: false,
      frequency: 'monthly',
    })
  })

  it('refuses every staff route to anyone but staff, and changes nothing', async () => {
    const before = await storedRows()
    const id = before[0]!.id
    await expectStaffOnly(
      testApp.app,
      [
        { method: 'GET', url: adminPath },
        { method: 'POST', url: adminPath, payload: newPlan() },
        { method: 'PUT', url: `${adminPath}/${id}`, payload: newPlan() },
        { method: 'DELETE', url: `${adminPath}/${id}` },
      ],
      staffList,
    )
    expect(await storedRows()).toEqual(before)
  })

  it('adds, edits and deletes a plan, audited, lists trimmed, the public list following', async () => {
    const created = await send('POST', adminPath, newPlan())
    expect(created.statusCode, created.body).toBe(201)
    const plan = staffSubscriptionPlanSchema.parse(created.json())
    expect(plan).toMatchObject({
      name: 'Citrus Crate',
      basePrice: '32.50',
      frequency: 'biweekly',
      products: ['Valencia Oranges', 'Ruby Grapefruit', 'Key Limes'],
      features: ['About 10 lb', 'Juicing guide'],
      icon: '🍃',
      popular: false,
      active: true,
    })
    const [row] = await testApp.app.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, plan.id))
    expect(row!.basePriceCents).toBe(3250)
    expect(await lastAudit()).toMatchObject({
      action: 'subscription_plan.create',
      targetType: 'subscription_plan',
      targetId: String(plan.id),
    })
    // A new plan comes after the others.
    expect((await publicList()).at(-1)?.id).toBe(plan.id)

    // Spec 3 §5: the lists as typed, comma-separated, also work.
    const updated = await send(
      'PUT',
      `${adminPath}/${plan.id}`,
      newPlan({
        name: 'Citrus Crate Deluxe',
        basePrice: 40,
        frequency: 'monthly',
        products: ' Valencia Oranges ,, Key Limes , ',
        features: 'Juicing guide,Recipe card',
        popular: true,
      }),
    )
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({
      name: 'Citrus Crate Deluxe',
      basePrice: '40.00',
      frequency: 'monthly',
      products: ['Valencia Oranges', 'Key Limes'],
      features: ['Juicing guide', 'Recipe card'],
      popular: true,
    })
    expect(await lastAudit()).toMatchObject({ action: 'subscription_plan.update' })
    expect((await publicList()).find((each) => each.id === plan.id)).toMatchObject({
      name: 'Citrus Crate Deluxe',
      popular: true,
    })

    // Inactive: never public, still in the staff list.
    const hidden = await send('PUT', `${adminPath}/${plan.id}`, newPlan({ active: false }))
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect((await publicList()).map((each) => each.id)).not.toContain(plan.id)
    expect((await staffList()).find((each) => each.id === plan.id)?.active).toBe(false)

    expect((await send('DELETE', `${adminPath}/${plan.id}`)).statusCode).toBe(204)
    expect(await lastAudit()).toMatchObject({
      action: 'subscription_plan.delete',
      targetId: String(plan.id),
    })
    expect((await staffList()).map((each) => each.id)).not.toContain(plan.id)
    expect((await send('DELETE', `${adminPath}/${plan.id}`)).statusCode).toBe(404)
    expect((await send('PUT', `${adminPath}/${plan.id}`, newPlan())).statusCode).toBe(404)
  })

  it('defaults: weekly, the box icon, not popular, active, no products or features', async () => {
    const created = await send('POST', adminPath, {
      name: 'Egg Share',
      description: 'A dozen eggs from the hens by the barn.',
      basePrice: '6.00',
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      frequency: 'weekly',
      icon: '📦',
      popular: false,
      active: true,
      products: [],
      features: [],
    })
    expect((await send('DELETE', `${adminPath}/${created.json().id}`)).statusCode).toBe(204)
  })

  it("answers 400 naming each missing or bad field in the spec's words, and changes nothing", async () => {
    const before = await storedRows()
    const blank = await send('POST', adminPath, {
      name: '  ',
      description: '',
      basePrice: '',
      frequency: 'quarterly',
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().fields).toEqual({
      name: 'Please fill in all required fields.',
      description: 'Please fill in all required fields.',
      basePrice: 'Please fill in all required fields.',
      frequency: 'Frequency must be daily, weekly, every two weeks or monthly',
    })

    const missing = await send('POST', adminPath, {})
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json().fields).sort()).toEqual(['basePrice', 'description', 'name'])

    const bad = await send(
      'POST',
      adminPath,
      newPlan({
        basePrice: '12.345',
        frequency: 'yearly',
        icon: '<script>',
        products: [1, 2],
        features: Array.from({ length: 21 }, (_, index) => `Feature ${index}`),
        popular: 'yes',
        active: 'no',
      }),
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toMatchObject({
      basePrice: 'Price must be an amount like 12.50',
      frequency: 'Frequency must be daily, weekly, every two weeks or monthly',
      icon: 'Choose one of the icons',
      'products.0': 'Each of the products must be text',
      features: 'At most 20 features',
      popular: 'Popular must be true or false',
      active: 'Active must be true or false',
    })

    for (const basePrice of ['0', '0.00', '-5', 'free', 12.345]) {
      const response = await send('POST', adminPath, newPlan({ basePrice }))
      expect(response.statusCode, String(basePrice)).toBe(400)
      expect(Object.keys(response.json().fields)).toEqual(['basePrice'])
    }

    const id = before[0]!.id
    const edit = await send('PUT', `${adminPath}/${id}`, newPlan({ name: '', basePrice: 'x' }))
    expect(edit.statusCode).toBe(400)
    expect(edit.json().fields).toEqual({
      name: 'Please fill in all required fields.',
      basePrice: 'Price must be an amount like 12.50',
    })
    expect(await storedRows()).toEqual(before)
  })

  it('refuses to delete a plan with live subscriptions (409), and changes nothing', async () => {
    const created = await send('POST', adminPath, newPlan({ name: 'Subscribed Crate' }))
    expect(created.statusCode, created.body).toBe(201)
    const planId = created.json().id as number
    const subscription = (status: 'active' | 'paused' | 'cancelled') => ({
      planId,
      customerName: 'Rosa Alvarez',
      customerEmail: 'rosa@example.com',
      frequency: 'biweekly',
      startDate: '2026-12-01',
      status,
      totalPriceCents: 3250,
    })
    const [paused] = await testApp.app.db
      .insert(subscriptions)
      .values(subscription('paused'))
      .returning()

    const before = await storedRows()
    const refused = await send('DELETE', `${adminPath}/${planId}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'PLAN_IN_USE', message: planInUseMessage })
    expect(await storedRows()).toEqual(before)
    const [kept] = await testApp.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, paused!.id))
    expect(kept!.planId).toBe(planId)

    // Cancelled subscriptions do not hold a plan: once the last live one ends, it may go.
    await testApp.app.db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.id, paused!.id))
    await testApp.app.db.insert(subscriptions).values(subscription('cancelled'))
    expect((await send('DELETE', `${adminPath}/${planId}`)).statusCode).toBe(204)
    expect((await staffList()).map((plan) => plan.id)).not.toContain(planId)
  })

  it('renders the plans page on the server with the active plans only', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/subscriptions' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<title>Subscription Plans')
    expect(response.body).toContain('Farm Share Basket')
    expect(response.body).toContain('every two weeks')
    expect(response.body).toContain('Why Subscribe?')
    expect(response.body).not.toContain('Backyard Grove Starter')
    // Without the signed-in hint cookie the visitor is known to be signed out.
    expect(response.body).toContain('Sign In to Subscribe')
    expect(response.body).not.toContain('Subscribe Now')
    // With it, the server cannot know who it is: a neutral button until the browser asks.
    const hinted = await testApp.app.inject({
      method: 'GET',
      url: '/subscriptions',
      headers: { cookie: 'groveside_signed_in=1' },
    })
    expect(hinted.statusCode).toBe(200)
    expect(hinted.body).toContain('Farm Share Basket')
    expect(hinted.body).not.toContain('Sign In to Subscribe')
    expect(hinted.body).not.toContain('Subscribe Now')
    const staffPage = await testApp.app.inject({ method: 'GET', url: '/subscription-admin' })
    expect(staffPage.statusCode).toBe(200)
    expect(staffPage.body).toContain('noindex')
  })

  it('moves quarterly and yearly plans to monthly and then allows only the four (migration 0008)', async () => {
    const db = testApp.app.db
    const migration = readFileSync(
      new URL('../../db/migrations/0008_subscription_plan_frequencies.sql', import.meta.url),
      'utf8',
    )
    // Back to the old constraint with two old-style plans, then the migration again.
    await db.execute(
      sql.raw('ALTER TABLE subscription_plans DROP CONSTRAINT subscription_plans_frequency_check'),
    )
    await db.execute(
      sql.raw(
        `ALTER TABLE subscription_plans ADD CONSTRAINT subscription_plans_frequency_check CHECK (frequency in ('daily', 'weekly', 'biweekly', 'monthly', 'quarterly', 'yearly'))`,
      ),
    )
    const old = await db
      .insert(subscriptionPlans)
      .values([
        {
          name: 'Quarterly',
          description: 'Old',
          basePriceCents: 100,
          frequency: 'quarterly' as never,
        },
        { name: 'Yearly', description: 'Old', basePriceCents: 100, frequency: 'yearly' as never },
        { name: 'Daily', description: 'Old', basePriceCents: 100, frequency: 'daily' },
      ])
      .returning()
    for (const statement of migration.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement))
    }
    const after = await storedRows()
    expect(
      Object.fromEntries(
        after
          .filter((row) => old.some((each) => each.id === row.id))
          .map((row) => [row.name, row.frequency]),
      ),
    ).toEqual({ Quarterly: 'monthly', Yearly: 'monthly', Daily: 'daily' })
    await expect(
      db
        .insert(subscriptionPlans)
        .values({ name: 'X', description: 'X', basePriceCents: 1, frequency: 'yearly' as never }),
    ).rejects.toThrow()
    for (const row of old)
      await db.delete(subscriptionPlans).where(eq(subscriptionPlans.id, row.id))
  })
})
