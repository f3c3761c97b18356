import { asc, desc, eq } from 'drizzle-orm'
import {
  photoCategories,
  splitTags,
  type Photo,
  type PhotoCategory,
  type PhotoValues,
} from '#contracts/gallery'
import type { Db } from '#server/db/client'
import { photoGallery, type PhotoRow } from '#server/db/schema/gallery'
import type { ResourceStore } from '#server/http/staff-resource'

const asCategory = (category: string): PhotoCategory =>
  (photoCategories as readonly string[]).includes(category)
    ? (category as PhotoCategory)
    : 'harvest'

export function toPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    category: asCategory(row.category),
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

const byId = (id: number) => eq(photoGallery.id, id)

/** Gallery photos for the staff resource routes (decision 0020). */
export const photoStore: ResourceStore<Photo, PhotoValues, PhotoValues> = {
  list: listPhotos,
  async get(db, id) {
    const [row] = await db.select().from(photoGallery).where(byId(id)).limit(1)
    return row ? toPhoto(row) : null
  },
  async create(db, input) {
    const now = new Date()
    const [row] = await db
      .insert(photoGallery)
      .values({ ...toColumns(input), createdAt: now, updatedAt: now })
      .returning()
    return toPhoto(row!)
  },
  async update(db, id, input) {
    const [row] = await db
      .update(photoGallery)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(byId(id))
      .returning()
    return row ? toPhoto(row) : null
  },
  async remove(db, id) {
    const [row] = await db.delete(photoGallery).where(byId(id)).returning()
    return row ? toPhoto(row) : null
  },
}
