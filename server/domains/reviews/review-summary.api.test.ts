import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { reviewSummarySchema } from '#contracts/reviews'
import { productReviews } from '#server/db/schema/reviews'
import { products } from '#server/db/schema/catalog'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { productNamed } from '#server/test/checkout-helpers'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
  await testApp.app.db.delete(productReviews) // start from a shop nobody has reviewed
})
afterAll(async () => {
  await testApp.close()
})

const summary = async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/reviews/summary' })
  expect(response.statusCode).toBe(200)
  return reviewSummarySchema.parse(response.json())
}

async function review(
  productName: string,
  rating: number,
  { hidden = false, awaitingApproval = false } = {},
) {
  const product = await productNamed(testApp.app, productName)
  await testApp.app.db.insert(productReviews).values({
    productId: product.id,
    customerName: 'Reviewer',
    customerEmail: 'reviewer@example.com',
    rating,
    comment: 'Lovely',
    hidden,
    awaitingApproval,
  })
}

describe('GET /api/reviews/summary', () => {
  it('answers no figures while nobody has reviewed', async () => {
    expect(await summary()).toEqual({ reviewCount: 0, averageRating: null, satisfiedPercent: null })
  })

  it('averages the shown reviews and counts the share of 4 and 5 stars, leaving hidden and unapproved ones out', async () => {
    await review('Haden Mangos', 5)
    await review('Haden Mangos', 4)
    await review('Wildflower Honey', 2)
    await review('Wildflower Honey', 1, { hidden: true }) // hidden by staff
    await review('Haden Mangos', 1, { awaitingApproval: true }) // not approved yet
    // 5 + 4 + 2 = 11 over 3 reviews = 3.67; 2 of 3 are 4-5 stars.
    expect(await summary()).toEqual({ reviewCount: 3, averageRating: 3.7, satisfiedPercent: 67 })
  })

  it('leaves out the reviews of a product no longer on sale', async () => {
    const honey = await productNamed(testApp.app, 'Wildflower Honey')
    await testApp.app.db.update(products).set({ active: false }).where(eq(products.id, honey.id))
    expect(await summary()).toEqual({ reviewCount: 2, averageRating: 4.5, satisfiedPercent: 100 })
  })
})
