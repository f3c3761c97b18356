import { and, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { StaffPage, StaffPageQuery, StaffSortDirection } from '#contracts/staff-list-page'
import type { Db } from '../db/client'
import { containsPattern } from '../lib/like-pattern'
import { badRequest } from './http-error'

/** A page query as a store reads it: the direction settled (the sort's own when none was asked). */
export type PageRequest<Sort extends string = string> = StaffPageQuery<Sort> & {
  dir: StaffSortDirection
}

/** One term of a sort, written for the sort's ascending direction: a column, or `{ by, desc }`. */
export type SortTerm = AnyColumn | SQL | { by: AnyColumn | SQL; desc: true }

/**
 * A staff list in SQL (issue 25): where a search looks, how each sort key orders the rows, the
 * figures counted over every record, and which rows are the list's at all.
 */
export interface TableListing<Sort extends string, Stat extends string> {
  /** The text columns (or text expressions) a search looks in, case-insensitively. */
  search: readonly (AnyPgColumn | SQL)[]
  /**
   * Each sort key's order, written for its ascending direction (a descending page reverses every
   * term); the row's id breaks ties, in the direction of the last term.
   */
  sorts: Readonly<Record<Sort, SortTerm | readonly SortTerm[]>>
  /** Figures over every record the list holds, whatever the search: `count(*) filter (...)`. */
  stats?: Readonly<Record<Stat, SQL>>
  /** Only these rows are the list's (products on sale, sessions from 30 days ago on). */
  scope?: (db: Db) => SQL | undefined | Promise<SQL | undefined>
}

function orderBy(terms: readonly SortTerm[], direction: StaffSortDirection, id: AnyPgColumn) {
  let lastDescending = direction === 'desc'
  const order = terms.map((term) => {
    const { by, desc } = 'by' in term ? term : { by: term, desc: false }
    lastDescending = desc !== (direction === 'desc')
    return sql`${by} ${lastDescending ? sql`desc` : sql`asc`} nulls last`
  })
  return [...order, sql`${id} ${lastDescending ? sql`desc` : sql`asc`}`]
}

/**
 * One page of a table's rows for a staff screen: the rows the search matches (ILIKE over the
 * listing's columns, wildcards escaped), in the chosen sort (only a declared key; another is a
 * 400 naming `sort`), `limit`/`offset` for the page, `count(*)` of every match, and the listing's
 * figures. `toItems` maps the page's rows to the contract (it may read more, e.g. booking counts).
 */
export async function tablePage<
  T extends PgTable & { id: AnyPgColumn },
  Item,
  Sort extends string,
  Stat extends string,
>(
  db: Db,
  table: T,
  listing: TableListing<Sort, Stat>,
  query: PageRequest<Sort>,
  toItems: (rows: T['$inferSelect'][], db: Db) => Item[] | Promise<Item[]>,
): Promise<StaffPage<Item, Stat>> {
  const sort = Object.hasOwn(listing.sorts, query.sort) ? listing.sorts[query.sort] : undefined
  if (!sort) {
    const message = `Sort must be one of: ${Object.keys(listing.sorts).join(', ')}`
    throw badRequest(message, { sort: message })
  }
  const scope = await listing.scope?.(db)
  const text = query.q?.trim()
  const pattern = text ? containsPattern(text) : undefined
  const matching = and(
    scope,
    pattern ? or(...listing.search.map((column) => ilike(column, pattern))) : undefined,
  )
  // Drizzle cannot type a select from any table; the rows are the table's.
  const from = table as PgTable
  const statEntries = Object.entries(listing.stats ?? {}) as [Stat, SQL][]

  const [rows, counted, figures] = await Promise.all([
    db
      .select()
      .from(from)
      .where(matching)
      .orderBy(...orderBy([sort].flat() as SortTerm[], query.dir, table.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(from)
      .where(matching),
    statEntries.length === 0
      ? Promise.resolve([{}])
      : db
          .select(
            Object.fromEntries(
              statEntries.map(([key, figure]) => [key, sql<number>`(${figure})::int`]),
            ),
          )
          .from(from)
          .where(scope),
  ])

  return {
    items: await toItems(rows as T['$inferSelect'][], db),
    total: Number(counted[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    stats: Object.fromEntries(
      statEntries.map(([key]) => [key, Number((figures[0] as Record<string, unknown>)[key] ?? 0)]),
    ) as Record<Stat, number>,
  }
}
