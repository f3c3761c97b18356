import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  emptySiteTextProblem,
  siteContentUpdateSchema,
  type SiteContentItem,
} from '#contracts/site-content'
import { siteContentDefaults, type SiteContentDefault } from '#contracts/site-content-defaults'
import type { Db } from '#server/db/client'
import { siteContent, type SiteContentRow } from '#server/db/schema/content'
import { badRequest, notFound } from '#server/http/http-error'
import { clearSiteContentCache } from './site-content-cache'

export type SiteContentUpdate = z.infer<typeof siteContentUpdateSchema>

const defaults: Record<string, SiteContentDefault | undefined> = siteContentDefaults

function toItem(row: SiteContentRow): SiteContentItem {
  return {
    key: row.key,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    contentType: row.contentType,
    description: row.description,
  }
}

/** Every stored block of site content, by key. */
export async function listSiteContent(db: Db): Promise<SiteContentItem[]> {
  const rows = await db.select().from(siteContent).orderBy(asc(siteContent.key))
  return rows.map(toItem)
}

/**
 * Staff save one block of site content (creating a built-in one on its first edit): fields left
 * out keep the stored or built-in value. Answers the block before (null when new) and after.
 */
export async function saveSiteContent(
  { db }: { db: Db },
  key: string,
  body: SiteContentUpdate,
): Promise<{ before: SiteContentItem | null; item: SiteContentItem }> {
  const [existing] = await db.select().from(siteContent).where(eq(siteContent.key, key))
  const builtIn = defaults[key]
  // Only keys the site knows may be created; a typo must not become a new block.
  if (!existing && !builtIn) throw notFound(`There is no site content "${key}".`)
  const before = existing ? toItem(existing) : null

  const imageUrl = body.imageUrl === '' ? null : body.imageUrl
  const values = {
    title: body.title !== undefined ? body.title : (existing?.title ?? builtIn?.title ?? null),
    content:
      body.content !== undefined ? body.content : (existing?.content ?? builtIn?.content ?? null),
    imageUrl: imageUrl !== undefined ? imageUrl : (existing?.imageUrl ?? builtIn?.imageUrl ?? null),
    contentType: body.contentType ?? existing?.contentType ?? builtIn?.contentType ?? 'text',
    description:
      body.description !== undefined
        ? body.description
        : (existing?.description ?? builtIn?.description ?? null),
  }
  const emptyText = emptySiteTextProblem(key, values.content)
  if (emptyText) {
    throw badRequest(`${builtIn?.title ?? key} cannot be empty: the site shows it.`, {
      content: emptyText,
    })
  }
  const [row] = await db
    .insert(siteContent)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: siteContent.key, set: { ...values, updatedAt: sql`now()` } })
    .returning()
  clearSiteContentCache(db)
  return { before, item: toItem(row!) }
}
