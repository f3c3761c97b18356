import { asc, desc, sql } from 'drizzle-orm'
import {
  galleryLimits,
  photoCategories,
  splitTags,
  type Photo,
  type PhotoValues,
} from '#contracts/gallery'
import type { photos } from '#contracts/gallery-api'
import type { Db } from '#server/db/client'
import { photoGallery, type PhotoRow } from '#server/db/schema/gallery'
import type { StoreOf } from '#server/http/staff-resource'
import { tableStore } from '#server/http/table-store'
import { listedOr } from '#server/lib/listed-value'

export function toPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    category: listedOr(photoCategories, row.category, 'harvest'),
    tags: splitTags(row.tags),
    featured: row.featured,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Spec 2 §4: featured photos first, then by sort order (then the newest). */
const galleryOrder = [
  desc(photoGallery.featured),
  asc(photoGallery.sortOrder),
  desc(photoGallery.createdAt),
  desc(photoGallery.id),
] as const

/** Every photo, in the gallery's order: the public page and the manager show the same list. */
export async function listPhotos(db: Db): Promise<Photo[]> {
  const rows = await db
    .select()
    .from(photoGallery)
    .orderBy(...galleryOrder)
  return rows.map(toPhoto)
}

function toColumns(input: PhotoValues) {
  return {
    title: input.title,
    description: input.description || null,
    imageUrl: input.imageUrl!,
    category: input.category,
    tags: input.tags || null,
    featured: input.featured,
    sortOrder: input.sortOrder,
  }
}

/** Added within the manager's "Recent" days, and not in the future. */
const addedRecently = sql`${photoGallery.createdAt} between now() - ${sql.raw(
  `interval '${galleryLimits.recentDays} days'`,
)} and now()`

/**
 * Gallery photos for the staff resource routes (decision 0020): the manager's page is searched
 * in the title, description, category and tags, in the gallery's order by default, with the
 * spec's figures (Total, Featured, Categories in use, Recent) over every photo.
 */
export const photoStore: StoreOf<typeof photos> = {
  ...tableStore({
    table: photoGallery,
    toItem: toPhoto,
    toColumns,
    search: [
      photoGallery.title,
      photoGallery.description,
      photoGallery.category,
      photoGallery.tags,
    ],
    sorts: {
      gallery: [
        { by: photoGallery.featured, desc: true },
        photoGallery.sortOrder,
        { by: photoGallery.createdAt, desc: true },
      ],
      newest: photoGallery.createdAt,
      title: sql`lower(${photoGallery.title})`,
    },
    stats: {
      total: sql`count(*)`,
      featured: sql`count(*) filter (where ${photoGallery.featured})`,
      categories: sql`count(distinct ${photoGallery.category})`,
      recent: sql`count(*) filter (where ${addedRecently})`,
    },
  }),
  list: listPhotos,
}
