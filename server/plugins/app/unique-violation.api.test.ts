import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { shippingOptions } from '#server/db/schema/shipping'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsStaff } from '#server/test/sign-in'
import { alreadyInUseAnswer } from './error-handler'

let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp({
    seed: false,
    extend(app) {
      // Saves the same code twice, as two requests racing each other would.
      app.post('/api/test/same-code-twice', { config: { access: 'public' } }, async () => {
        const option = { code: 'twice', name: 'Twice', costCents: 100 }
        await app.db.insert(shippingOptions).values(option)
        await app.db.insert(shippingOptions).values(option)
        return { saved: 2 }
      })
    },
  })
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp?.close()
})

const alreadyInUse = {
  message: 'This code is already in use.',
  code: 'ALREADY_IN_USE',
  fields: { code: 'This code is already in use.' },
}

describe('a unique value already taken', () => {
  it('answers 409 naming the field, from the error handler for any route', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/same-code-twice' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual(alreadyInUse)
  })

  it('names every column of a key, and no field for an expression', () => {
    expect(alreadyInUseAnswer({ constraint: 'x', columns: ['order_id', 'due_on'] })).toEqual({
      message: 'This combination of order id and due on is already in use.',
      code: 'ALREADY_IN_USE',
      fields: {
        orderId: 'This combination of order id and due on is already in use.',
        dueOn: 'This combination of order id and due on is already in use.',
      },
    })
    expect(alreadyInUseAnswer({ constraint: 'staff_email_lower', columns: [] })).toEqual({
      message: 'This value is already in use.',
      code: 'ALREADY_IN_USE',
    })
  })

  it('answers 201 or 409, never 500, to 20 staff creating the same shipping option at once', async () => {
    const option = {
      name: 'Cargo Bike',
      description: '',
      cost: '4.00',
      estimatedDays: '',
      available: true,
      minOrderAmount: '',
      maxOrderAmount: '',
      notes: '',
      sortOrder: '0',
      carriesFreshFruit: false,
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/admin/shipping-options',
          headers: { cookie: staff },
          payload: option,
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([])
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual(alreadyInUse)
    }
    // Each 201 is one option with a code of its own (cargo_bike, cargo_bike_2, ...); a 409 saved nothing.
    const saved = await testApp.app.db
      .select({ code: shippingOptions.code })
      .from(shippingOptions)
      .where(eq(shippingOptions.name, 'Cargo Bike'))
    const created = answers.filter((answer) => answer.statusCode === 201)
    expect(created.length).toBeGreaterThan(0)
    expect(saved.map((row) => row.code).sort()).toEqual(
      created.map((answer) => (answer.json() as { code: string }).code).sort(),
    )
  })
})
