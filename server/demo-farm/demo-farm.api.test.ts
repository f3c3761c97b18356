import { formatDuration } from '#contracts/farm-time'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { createTestDatabase } from '../test/test-database'
import type { DatabaseConnection } from '../db/client'
import { createMemoryStorage, type FileStorage } from '../domains/media/storage'
import { siteContentDefaults } from '#contracts/site-content-defaults'
import { defaultFarmTimeZone, farmMonth } from '#contracts/farm-time'
import { seedDemoFarm, demoSettings } from './demo-farm'
import { seasonalAlerts, seasonalStories } from './demo-seasons'
import { demoImageFiles } from './demo-images'
import { products } from '#server/db/schema/catalog'
import { productReviews } from '#server/db/schema/reviews'
import { blogComments, blogPosts } from '#server/db/schema/blog'
import { photoGallery } from '#server/db/schema/gallery'
import { recipes } from '#server/db/schema/recipes'
import { seasonalAvailability } from '#server/db/schema/seasonal'
import { settings, siteContent } from '#server/db/schema/content'
import { farmSettings } from '#server/db/schema/settings'
import { demoFarmSettings } from './sections/farm-settings'
import { shippingOptions } from '#server/db/schema/shipping'
import { farmEvents, pickYourOwnBookings, pickYourOwnSlots } from '#server/db/schema/visits'
import { plantInventory } from '#server/db/schema/plants'
import { harvestAlerts } from '#server/db/schema/harvest-alerts'
import { subscriptionPlans } from '#server/db/schema/subscriptions'
import { orderItems, orders } from '#server/db/schema/orders'

let database: DatabaseConnection
let storage: FileStorage

beforeAll(async () => {
  database = await createTestDatabase()
  await database.migrate()
  storage = createMemoryStorage()
  await seedDemoFarm(database.db, storage)
})

afterAll(async () => {
  await database?.close()
})

/** The address of a pipeline rendition W x H pixels. */
const renditionAddress = (width: number, height: number) =>
  new RegExp(`^/uploads/images/[a-f0-9]{32}/${width}x${height}\\.webp$`)

describe('seedDemoFarm', () => {
  it('writes a row for every site content key, with the default text', async () => {
    const rows = await database.db.select().from(siteContent)
    const keys = Object.keys(siteContentDefaults)
    expect(rows.map((r) => r.key).sort()).toEqual([...keys].sort())
    const farmName = rows.find((r) => r.key === 'farm_name')
    expect(farmName?.content).toBe('Groveside Farm')
    const hero = rows.find((r) => r.key === 'hero_background_image')
    expect(hero?.imageUrl).toMatch(renditionAddress(1600, 900))
    expect(hero?.contentType).toBe('image')
  })

  it('states the opening hours once, in the farm settings (issues 22 and 25)', async () => {
    const [farm] = await database.db.select().from(farmSettings)
    expect(farm!.openingHours).toEqual(demoFarmSettings.hours)
    expect(farm!.openingHours.thursday).toEqual([{ from: '08:00', to: '16:00' }])
    // No text of the shop says when the farm or its stand opens.
    const texts = await database.db.select().from(siteContent)
    const opening =
      /\bopen\b[^.]*\b(daily|every day|weekends?|mon|tue|wed|thu|fri|sat|sun)|\b\d{1,2}(:\d\d)?\s*(AM|PM)\b/i
    const others = [
      ...texts.map((row) => [row.key, row.content]),
      ...(await database.db.select().from(blogPosts)).map((row) => [row.slug, row.content]),
      ...(await database.db.select().from(harvestAlerts)).map((row) => [row.title, row.message]),
      ...(await database.db.select().from(farmEvents)).map((row) => [row.code, row.description]),
    ]
    for (const [where, text] of others) expect(text ?? '', where!).not.toMatch(opening)
  })

  it('brings a shop seeded before issue 22 to one set of hours and excerpts made when read (migration 0017)', async () => {
    const db = database.db
    const migration = readFileSync(
      new URL('../db/migrations/0017_first_week_storefront.sql', import.meta.url),
      'utf8',
    )
    const before = await db.select().from(siteContent)
    const textOf = async (key: string) =>
      (await db.select().from(siteContent).where(eq(siteContent.key, key)))[0]!.content
    const oldVisit =
      'Farm tours, workshops and pick-your-own mornings are by reservation. Our farm stand is open Thursday to Sunday; call ahead in summer, when the mangos go fast.'
    const content = `First  paragraph of the post.\n\n${'Ripe mangos under the trees. '.repeat(10)}`
    const oldAutomatic = `${content.replace(/\s+/g, ' ').trim().slice(0, 200).trimEnd()}...`
    const [automatic, written, markdown] = await db
      .insert(blogPosts)
      .values([
        { title: 'Old automatic', slug: 'old-automatic', content, excerpt: oldAutomatic },
        { title: 'Written', slug: 'old-written', content, excerpt: 'Our own words...' },
        {
          title: 'Markdown',
          slug: 'old-markdown',
          content: `**Bold** ${content}`,
          excerpt: 'Bold...',
        },
      ])
      .returning()
    try {
      // Migration 0021 moved the hours into the farm settings; the text 0017 read is put back.
      await db
        .insert(siteContent)
        .values({ key: 'contact_hours', content: 'Every day, 8 AM – 10 PM' })
      await db
        .update(siteContent)
        .set({ content: oldVisit })
        .where(eq(siteContent.key, 'contact_visit_message'))
      for (const statement of migration.split('--> statement-breakpoint')) {
        await db.execute(sql.raw(statement))
      }
      expect(await textOf('contact_hours')).toBe('Thursday to Sunday, 8 AM – 4 PM')
      expect(await textOf('contact_visit_message')).toBe(
        siteContentDefaults.contact_visit_message.content,
      )
      const excerpts = await db
        .select({ id: blogPosts.id, excerpt: blogPosts.excerpt })
        .from(blogPosts)
        .where(inArray(blogPosts.id, [automatic!.id, written!.id, markdown!.id]))
      expect(Object.fromEntries(excerpts.map((row) => [row.id, row.excerpt]))).toEqual({
        [automatic!.id]: null,
        [written!.id]: 'Our own words...',
        [markdown!.id]: 'Bold...',
      })

      // Texts staff changed are theirs: the migration leaves them alone.
      await db
        .update(siteContent)
        .set({ content: 'Saturdays, 9 AM – noon' })
        .where(eq(siteContent.key, 'contact_hours'))
      for (const statement of migration.split('--> statement-breakpoint')) {
        await db.execute(sql.raw(statement))
      }
      expect(await textOf('contact_hours')).toBe('Saturdays, 9 AM – noon')
    } finally {
      await db
        .delete(blogPosts)
        .where(inArray(blogPosts.id, [automatic!.id, written!.id, markdown!.id]))
      await db.delete(siteContent).where(eq(siteContent.key, 'contact_hours'))
      for (const row of before.filter((each) => each.key.startsWith('contact_'))) {
        await db
          .update(siteContent)
          .set({ content: row.content })
          .where(eq(siteContent.key, row.key))
      }
    }
  })

  it('writes the settings the shop reads', async () => {
    const rows = await database.db.select().from(settings)
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r.value]))
    expect(byKey.delivery_zip_codes).toEqual(demoSettings.delivery_zip_codes)
    for (const zip of byKey.delivery_zip_codes as string[]) expect(zip).toMatch(/^\d{5}$/)
    expect(byKey.farm_notification_email).toBe('hello@groveside.farm')
  })

  it('creates products in all three storefront categories', async () => {
    const perCategory = await database.db
      .select({ category: products.category, n: count() })
      .from(products)
      .groupBy(products.category)
      .orderBy(asc(products.category))
    expect(perCategory).toEqual([
      { category: 'fresh', n: 4 },
      { category: 'honey', n: 4 },
      { category: 'plants', n: 4 },
    ])
    const all = await database.db.select().from(products)
    expect(all.filter((p) => p.featured).length).toBeGreaterThanOrEqual(4)
    expect(all.filter((p) => !p.inStock)).toHaveLength(2)
    expect(
      all
        .filter((p) => p.stockQuantity !== null)
        .map((p) => p.stockQuantity)
        .sort((a, b) => a! - b!),
    ).toEqual([5, 24])
    const haden = all.find((p) => p.name === 'Haden Mangos')
    expect(haden).toMatchObject({
      priceCents: 450,
      unit: 'per lb',
      imageUrl: expect.stringMatching(renditionAddress(1600, 1200)),
    })
    for (const p of all) {
      expect(p.active).toBe(true)
      expect(p.imageUrl).toMatch(renditionAddress(1600, 1200))
    }
  })

  it('puts reviews on two products, some verified', async () => {
    const reviews = await database.db.select().from(productReviews)
    expect(reviews.length).toBeGreaterThanOrEqual(4)
    expect(new Set(reviews.map((r) => r.productId)).size).toBe(2)
    expect(reviews.some((r) => r.verified)).toBe(true)
    expect(reviews.some((r) => !r.verified)).toBe(true)
  })

  it('creates a blog with a draft, all six categories and moderated comments', async () => {
    const posts = await database.db.select().from(blogPosts)
    expect(posts.filter((p) => !p.published)).toHaveLength(1)
    expect(posts.filter((p) => p.published).length).toBeGreaterThanOrEqual(4)
    expect(new Set(posts.map((p) => p.category))).toEqual(
      new Set(['Farm Updates', 'Harvest Updates', 'Growing Tips', 'Recipes', 'Events', 'News']),
    )
    for (const p of posts) expect(p.content.split('\n\n').length).toBeGreaterThanOrEqual(3)

    const comments = await database.db.select().from(blogComments)
    expect(comments.filter((c) => c.isApproved).length).toBeGreaterThanOrEqual(2)
    expect(comments.filter((c) => !c.isApproved)).toHaveLength(1)
  })

  it('creates the five shipping options of the checkout', async () => {
    const rows = await database.db
      .select()
      .from(shippingOptions)
      .orderBy(asc(shippingOptions.sortOrder))
    expect(rows.map((r) => [r.code, r.costCents, r.sortOrder])).toEqual([
      ['farm_pickup', 0, 1],
      ['local_delivery', 1000, 2],
      ['express_shipping', 2500, 3],
      ['standard_shipping', 1500, 4],
      ['refrigerated_shipping', 3500, 5],
    ])
    expect(rows.every((r) => r.available)).toBe(true)
  })

  it('creates three events and three workshops', async () => {
    const rows = await database.db.select().from(farmEvents).orderBy(asc(farmEvents.sortOrder))
    expect(rows.filter((r) => r.eventType === 'event').map((r) => r.code)).toEqual([
      'general_event',
      'mango_grove_event',
      'beekeeping_event',
    ])
    expect(rows.filter((r) => r.eventType === 'workshop').map((r) => r.code)).toEqual([
      'fruit_tree_grafting',
      'beekeeping_basics',
      'sustainable_farming',
    ])
    expect(
      rows.map((r) => [r.pricePerPersonCents, r.maxPeople, formatDuration(r.durationMinutes)]),
    ).toEqual([
      [2500, 15, '2 hours'],
      [2000, 12, '1.5 hours'],
      [3000, 8, '1 hour'],
      [7500, 8, '3 hours'],
      [9500, 6, '4 hours'],
      [6000, 12, '2.5 hours'],
    ])
    for (const r of rows) expect(r.includes.length).toBeGreaterThan(0)
  })

  it('creates recipes (one draft), gallery photos and seasonal data', async () => {
    const recipeRows = await database.db.select().from(recipes)
    expect(recipeRows).toHaveLength(5)
    expect(recipeRows.filter((r) => !r.published)).toHaveLength(1)

    const photos = await database.db.select().from(photoGallery)
    expect(photos.length).toBeGreaterThanOrEqual(8)
    expect(photos.filter((p) => p.featured)).toHaveLength(3)
    expect(new Set(photos.map((p) => p.category))).toEqual(
      new Set(['harvest', 'farm_life', 'products', 'tours']),
    )

    const seasonal = await database.db.select().from(seasonalAvailability)
    expect(new Set(seasonal.map((s) => s.category))).toEqual(new Set(['fresh', 'honey', 'plants']))
    for (const s of seasonal) {
      expect(s.availableSeasonMonths.length).toBeGreaterThan(0)
      for (const m of s.peakSeasonMonths) expect(s.availableSeasonMonths).toContain(m)
    }
  })

  it('creates plant inventory, plans and alerts with their edge cases', async () => {
    const plants = await database.db.select().from(plantInventory)
    expect(new Set(plants.map((p) => p.category))).toEqual(
      new Set(['mango', 'blackberry', 'grape']),
    )
    expect(plants.filter((p) => p.quantityAvailable === 0 && !p.isAvailable)).toHaveLength(1)
    expect(plants.filter((p) => p.minOrderQuantity === 3)).toHaveLength(1)

    const plans = await database.db.select().from(subscriptionPlans)
    expect(plans.length).toBeGreaterThanOrEqual(3)
    expect(plans.filter((p) => !p.active)).toHaveLength(1)

    const alerts = await database.db.select().from(harvestAlerts)
    expect(alerts).toHaveLength(3)
    expect(alerts.filter((a) => !a.active)).toHaveLength(1)
    const now = Date.now()
    expect(
      alerts.filter((a) => a.active && a.expiryDate && a.expiryDate.getTime() < now),
    ).toHaveLength(1)
  })

  it('says nothing of a season the seasonal calendar contradicts (issue 22)', async () => {
    const now = new Date()
    const calendar = await database.db.select().from(seasonalAvailability)
    const availableIn = (season: string, instant: Date) => {
      const entry = calendar.find((item) => item.productName === season)
      expect(entry, season).toBeDefined()
      return entry!.availableSeasonMonths.includes(farmMonth(defaultFarmTimeZone, instant))
    }

    // Each story set in a season is dated in a month the calendar has that season.
    const posts = await database.db.select().from(blogPosts)
    for (const story of seasonalStories) {
      const post = posts.find((each) => each.slug === story.slug)
      expect(post, story.slug).toBeDefined()
      expect(post!.published).toBe(true)
      expect(post!.createdAt.getTime()).toBeLessThanOrEqual(now.getTime())
      expect(availableIn(story.season, post!.createdAt), story.slug).toBe(true)
    }

    // Every alert visitors see now is about something in season now, and leaves the page before
    // its season ends on the calendar; every alert was dated in its season.
    const alerts = await database.db.select().from(harvestAlerts)
    const live = alerts.filter(
      (alert) =>
        alert.active &&
        alert.alertDate <= now &&
        (alert.expiryDate === null || alert.expiryDate > now),
    )
    expect(live).toHaveLength(1)
    for (const alert of alerts.filter((each) => each.active)) {
      const declared = seasonalAlerts.find((each) => each.title === alert.title)
      expect(declared, alert.title).toBeDefined()
      expect(availableIn(declared!.season, alert.alertDate), alert.title).toBe(true)
      if (alert.expiryDate) {
        const lastShown = new Date(alert.expiryDate.getTime() - 1)
        expect(availableIn(declared!.season, lastShown), alert.title).toBe(true)
      }
      if (live.includes(alert)) expect(availableIn(declared!.season, now), alert.title).toBe(true)
    }
  })

  it('creates pick-your-own sessions in the coming weeks, bookings matching their counts', async () => {
    const slots = await database.db
      .select()
      .from(pickYourOwnSlots)
      .orderBy(asc(pickYourOwnSlots.date))
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(),
    )
    expect(slots.length).toBeGreaterThanOrEqual(6)
    for (const s of slots) expect(s.date > today).toBe(true)
    expect(
      slots.filter((s) => s.currentBookings === s.maxPeople - 1).length,
    ).toBeGreaterThanOrEqual(1)
    expect(slots.filter((s) => s.currentBookings === s.maxPeople)).toHaveLength(1)
    expect(slots.filter((s) => !s.active)).toHaveLength(1)

    const booked = await database.db
      .select({
        slotId: pickYourOwnBookings.slotId,
        people: sql<number>`sum(${pickYourOwnBookings.numberOfPeople})::int`,
      })
      .from(pickYourOwnBookings)
      .groupBy(pickYourOwnBookings.slotId)
    for (const s of slots) {
      const people = booked.find((b) => b.slotId === s.id)?.people ?? 0
      expect(people).toBe(s.currentBookings)
    }
  })

  it('creates a few paid orders whose totals add up', async () => {
    const rows = await database.db.select().from(orders)
    expect(rows).toHaveLength(3)
    for (const order of rows) {
      const lines = await database.db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id)))
      const subtotal = lines.reduce((sum, l) => sum + l.totalPriceCents, 0)
      expect(order.subtotalCents).toBe(subtotal)
      expect(order.totalAmountCents).toBe(subtotal + order.shippingCostCents)
      expect(order.paymentStatus).toBe('paid')
    }
  })

  it('stores the demo drawings under demo/<name> and their renditions from the upload pipeline', async () => {
    const stored = await Promise.all(demoImageFiles.map((f) => storage.get(`demo/${f}`)))
    expect(stored.every((file) => file?.contentType === 'image/svg+xml')).toBe(true)
    const [haden] = await database.db
      .select()
      .from(products)
      .where(eq(products.name, 'Haden Mangos'))
    const main = await storage.get(haden!.imageUrl!.replace('/uploads/', ''))
    expect(main?.contentType).toBe('image/webp')
    const small = await storage.get(
      haden!.imageUrl!.replace('/uploads/', '').replace('1600x1200', '480w'),
    )
    expect(small?.contentType).toBe('image/webp')
  })

  it('is enforced by the schema: stock and capacity cannot go below zero or over capacity', async () => {
    await expect(
      database.db
        .update(products)
        .set({ stockQuantity: -1 })
        .where(eq(products.name, 'Raw Honeycomb')),
    ).rejects.toThrow()
    const [full] = await database.db
      .select()
      .from(pickYourOwnSlots)
      .where(eq(pickYourOwnSlots.currentBookings, pickYourOwnSlots.maxPeople))
    await expect(
      database.db
        .update(pickYourOwnSlots)
        .set({ currentBookings: sql`${pickYourOwnSlots.currentBookings} + 1` })
        .where(eq(pickYourOwnSlots.id, full!.id)),
    ).rejects.toThrow()
  })
})
