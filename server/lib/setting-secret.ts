import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { settings } from '../db/schema/content'

/**
 * A signing secret kept in the settings table under `key`: made on first use (the first writer
 * wins) and shared by every app instance, so links signed by one verify on another.
 */
export async function settingSecret(db: Db, key: string): Promise<string> {
  await db
    .insert(settings)
    .values({ key, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing()
  const [row] = await db.select().from(settings).where(eq(settings.key, key))
  return String(row!.value)
}
