import { and, desc, eq, ilike, isNotNull, like, lte, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import {
  imageSearchPageSize,
  type ImageSearchResult,
  type ImageSource,
} from '#contracts/image-library'
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import { blogPosts } from '#server/db/schema/blog'
import { photoGallery } from '#server/db/schema/gallery'
import { recipes } from '#server/db/schema/recipes'

/** The longest address a record's imageUrl column takes (recipes: varchar 500). */
const maxImageUrlLength = 500

const time = (value: unknown) => new Date(value as Date | string).getTime()

/** `%text%` for ILIKE, with the pattern's own wildcards typed by staff taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

interface Source {
  source: ImageSource
  table: PgTable
  title: PgColumn
  description: PgColumn
  imageUrl: PgColumn
  updatedAt: PgColumn
  /** Rows that are not really there any more (products taken off sale). */
  where?: SQL
}

const sources: Source[] = [
  {
    source: 'gallery',
    table: photoGallery,
    title: photoGallery.title,
    description: photoGallery.description,
    imageUrl: photoGallery.imageUrl,
    updatedAt: photoGallery.updatedAt,
  },
  {
    source: 'product',
    table: products,
    title: products.name,
    description: products.description,
    imageUrl: products.imageUrl,
    updatedAt: products.updatedAt,
    where: eq(products.active, true),
  },
  {
    source: 'recipe',
    table: recipes,
    title: recipes.title,
    description: recipes.description,
    imageUrl: recipes.imageUrl,
    updatedAt: recipes.updatedAt,
  },
  {
    source: 'blog',
    table: blogPosts,
    title: blogPosts.title,
    description: blogPosts.excerpt,
    imageUrl: blogPosts.imageUrl,
    updatedAt: blogPosts.updatedAt,
  },
]

/**
 * The farm's own pictures whose record's title, name or description contains `query`
 * (case-insensitive), newest first, each address once, at most one page (spec 3 §9: 12). Only
 * stored uploads and https:// addresses that fit any record's image field are offered.
 */
export async function searchImageLibrary(
  db: Db,
  query: string | null | undefined,
): Promise<ImageSearchResult[]> {
  const pattern = query ? containing(query) : null
  const found = await Promise.all(
    sources.map(async (source) => {
      const rows = await db
        .select({
          imageUrl: sql<string>`${source.imageUrl}`,
          title: sql<string>`${source.title}`,
          updatedAt: source.updatedAt,
        })
        .from(source.table)
        .where(
          and(
            isNotNull(source.imageUrl),
            or(like(source.imageUrl, '/uploads/%'), like(source.imageUrl, 'https://%')),
            lte(sql`length(${source.imageUrl})`, maxImageUrlLength),
            source.where,
            pattern
              ? or(ilike(source.title, pattern), ilike(source.description, pattern))
              : undefined,
          ),
        )
        .orderBy(desc(source.updatedAt))
        .limit(imageSearchPageSize * 4)
      return rows.map((row) => ({ ...row, source: source.source }))
    }),
  )
  const seen = new Set<string>()
  const results: ImageSearchResult[] = []
  const newestFirst = found.flat().sort((a, b) => time(b.updatedAt) - time(a.updatedAt))
  for (const { imageUrl, title, source } of newestFirst) {
    if (seen.has(imageUrl)) continue
    seen.add(imageUrl)
    results.push({ imageUrl, title, source })
    if (results.length === imageSearchPageSize) break
  }
  return results
}
