import { and, eq, ne } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { isUniqueViolation } from '../db/unique-violation'
import { conflict } from './http-error'
import type { ResourceStore } from './staff-resource'

/**
 * A store whose rows each have their own slug (blog posts, recipes): a create or an update with a
 * slug another row uses is a 409 SLUG_TAKEN naming the field, and so is a slug taken in the
 * meantime (the table's unique index).
 */
export function uniqueSlugStore<
  Item,
  Input extends { slug: string },
  Update extends { slug: string },
  Sort extends string,
  Stat extends string,
>(
  store: ResourceStore<Item, Input, Update, Sort, Stat>,
  table: PgTable & { id: AnyPgColumn; slug: AnyPgColumn },
  takenMessage: string,
): ResourceStore<Item, Input, Update, Sort, Stat> {
  const slugTaken = () =>
    conflict('SLUG_TAKEN', takenMessage, {
      slug: `${takenMessage}. Please choose a different one.`,
    })

  const refuseTakenSlug = async (db: Db, slug: string, exceptId?: number) => {
    const [row] = await db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(
        exceptId === undefined
          ? eq(table.slug, slug)
          : and(eq(table.slug, slug), ne(table.id, exceptId)),
      )
      .limit(1)
    if (row) throw slugTaken()
  }

  const withUniqueSlug = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write()
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken()
      throw error
    }
  }

  return {
    ...store,
    async create(db, input) {
      await refuseTakenSlug(db, input.slug)
      return withUniqueSlug(() => store.create(db, input))
    },
    async update(db, id, input) {
      await refuseTakenSlug(db, input.slug, id)
      return withUniqueSlug(() => store.update(db, id, input))
    },
  }
}
