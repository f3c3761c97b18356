import type { Db } from '#server/db/client'
import { siteContent } from '#server/db/schema/content'
import { siteContentDefaults } from '#contracts/site-content-defaults'

/** How long one read of the site content serves page heads (bounds staleness across instances). */
export const siteContentTtlMs = 5_000

export interface SiteTexts {
  /** The stored text of a key (trimmed), else its built-in default, else ''. */
  text(key: string): string
  /** The stored image of a key, else its built-in default, else null. */
  image(key: string): string | null
}

interface StoredBlock {
  content: string | null
  imageUrl: string | null
}

const defaults: Record<string, { content: string; imageUrl?: string } | undefined> =
  siteContentDefaults

function toSiteTexts(rows: Map<string, StoredBlock>): SiteTexts {
  return {
    text: (key) => rows.get(key)?.content?.trim() || defaults[key]?.content || '',
    image: (key) => rows.get(key)?.imageUrl?.trim() || defaults[key]?.imageUrl || null,
  }
}

/** The built-in defaults alone (when the database cannot be read). */
export const builtInSiteTexts: SiteTexts = toSiteTexts(new Map())

interface CacheEntry {
  expiresAt: number
  texts: Promise<SiteTexts>
}

// One entry per database handle, so test apps with their own databases never share texts.
const cache = new WeakMap<Db, CacheEntry>()

/**
 * The site content every page head needs (farm name, contact details, social links...), read at
 * most once per {@link siteContentTtlMs} per process. Writes through PUT /api/site-content clear
 * it at once on this instance; other instances see the change when their entry expires.
 */
export function readSiteTexts(db: Db, now = Date.now()): Promise<SiteTexts> {
  const entry = cache.get(db)
  if (entry && entry.expiresAt > now) return entry.texts
  const texts = db
    .select({ key: siteContent.key, content: siteContent.content, imageUrl: siteContent.imageUrl })
    .from(siteContent)
    .then((rows) => toSiteTexts(new Map(rows.map((row) => [row.key, row]))))
  cache.set(db, { expiresAt: now + siteContentTtlMs, texts })
  // A failed read must not be served for the next seconds.
  texts.catch(() => {
    if (cache.get(db)?.texts === texts) cache.delete(db)
  })
  return texts
}

/** Forgets the cached site content of this database (after a write). */
export function clearSiteContentCache(db: Db) {
  cache.delete(db)
}
