import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { inArray, sql } from 'drizzle-orm'
import { builtInFarmSettings } from '#contracts/farm-settings'
import { siteContentDefaults } from '#contracts/site-content-defaults'
import type { DatabaseConnection } from '#server/db/client'
import { siteContent } from '#server/db/schema/content'
import { farmSettings } from '#server/db/schema/settings'
import { demoFarmSettings } from '#server/demo-farm/sections/farm-settings'
import { createTestDatabase } from '#server/test/test-database'
import { loadFarmSettings } from './farm-settings-queries'

/**
 * Migration 0021 moves the farm's details from site texts into the farm settings, once: this
 * runs its data statements again on a shop as it was before it.
 */
const migration = readFileSync(
  new URL('../../db/migrations/0021_farm_settings.sql', import.meta.url),
  'utf8',
)
const dataStatements = migration
  .split('--> statement-breakpoint')
  .filter((statement) => /^\s*(INSERT|DELETE)/m.test(statement.replace(/^\s*--.*$/gm, '')))

const oldKeys = [
  'contact_address',
  'contact_phone',
  'contact_email',
  'contact_hours',
  'farm_timezone',
]

let database: DatabaseConnection
beforeAll(async () => {
  database = await createTestDatabase('seeded')
})
afterAll(async () => {
  await database?.close()
})
beforeEach(async () => {
  await database.db.delete(farmSettings)
  await database.db.delete(siteContent).where(inArray(siteContent.key, oldKeys))
})

/** The shop before issue 25: its details as site texts, no farm settings. */
async function oldShop(texts: Partial<Record<(typeof oldKeys)[number], string>>) {
  const rows = Object.entries(texts).map(([key, content]) => ({ key, title: key, content }))
  if (rows.length > 0) await database.db.insert(siteContent).values(rows)
  for (const statement of dataStatements) await database.db.execute(sql.raw(statement))
}

async function leftoverTexts() {
  const rows = await database.db.select().from(siteContent).where(inArray(siteContent.key, oldKeys))
  return rows.map((row) => row.key)
}

describe('migration 0021: the farm details move into the farm settings', () => {
  it('gives the demo farm its settings and keeps none of the old texts', async () => {
    const fresh = await createTestDatabase('seeded')
    try {
      expect(await loadFarmSettings(fresh.db)).toEqual(demoFarmSettings)
      const texts = await fresh.db.select().from(siteContent)
      expect(texts.filter((row) => oldKeys.includes(row.key))).toEqual([])
      expect(Object.keys(siteContentDefaults).filter((key) => oldKeys.includes(key))).toEqual([])
    } finally {
      await fresh.close()
    }
  })

  it("takes a shop's address apart and copies its phone, e-mail and time zone", async () => {
    await oldShop({
      contact_address: '12 Palm Way\r\nStuart, fl 34994-1234\n',
      contact_phone: ' (772) 555-0100 ',
      contact_email: 'Farm@Example.com',
      contact_hours: 'Thursday to Sunday, 8 AM – 4 PM',
      farm_timezone: 'America/Chicago',
    })
    expect(await loadFarmSettings(database.db)).toEqual({
      address: {
        street: '12 Palm Way',
        city: 'Stuart',
        state: 'FL',
        zipCode: '34994-1234',
        country: 'US',
      },
      phone: '(772) 555-0100',
      email: 'farm@example.com',
      timeZone: 'America/Chicago',
      hours: builtInFarmSettings.hours,
      hoursNote: null,
      geo: null,
      waitlistHoldHours: 24,
    })
    expect(await leftoverTexts()).toEqual([])
  })

  it('falls back to the built-in address, and keeps hours it cannot read as the note', async () => {
    await oldShop({
      contact_address: 'The old packing house\nnear the lagoon',
      contact_hours: 'Saturdays,\n9 AM – noon',
    })
    expect(await loadFarmSettings(database.db)).toEqual({
      ...builtInFarmSettings,
      hoursNote: 'Saturdays, 9 AM – noon',
    })
    expect(await leftoverTexts()).toEqual([])
  })

  it('refuses a state that is not one (XX), keeping the built-in address', async () => {
    await oldShop({ contact_address: '1 Main St\nSpringfield, XX 12345' })
    expect((await loadFarmSettings(database.db)).address).toEqual(builtInFarmSettings.address)
  })

  it('writes the built-in settings for a shop that never had the texts', async () => {
    await oldShop({})
    expect(await loadFarmSettings(database.db)).toEqual(builtInFarmSettings)
  })
})
