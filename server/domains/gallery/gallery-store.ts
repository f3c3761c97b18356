import { asc, desc } from 'drizzle-orm'
import { photoCategories, splitTags, type Photo, type PhotoValues } from '#contracts/gallery'
import type { Db } from '#server/db/client'
import { photoGallery, type PhotoRow } from '#server/db/schema/gallery'
import type { ResourceStore } from '#server/http/staff-resource'
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

/** Gallery photos for the staff resource routes (decision 0020). */
export const photoStore: ResourceStore<Photo, PhotoValues, PhotoValues> = {
  ...tableStore({ table: photoGallery, toItem: toPhoto, toColumns }),
  list: listPhotos,
}
