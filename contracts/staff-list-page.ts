import { z } from 'zod'
import { listDirections, listSearchField, type ListDirection } from './paged-list'

/**
 * One page of a staff resource's records (issue 25): searched, sorted and paged by the server, so
 * a screen stays quick however many records the farm keeps. The screen's address holds the query
 * (`?q=mango&sort=price&dir=desc&page=2`).
 */

/** Ascending or descending (the same two words as every paged list's: contracts/paged-list.ts). */
export const staffSortDirections = listDirections
export type StaffSortDirection = ListDirection

/** The page sizes a screen offers; the server takes any size up to `staffMaxPageSize`. */
export const staffPageSizes = [24, 48, 96] as const
export const staffDefaultPageSize = staffPageSizes[0]
export const staffMaxPageSize = 100

/**
 * How a resource's staff list may be ordered and summed up: each sort key with the direction it
 * starts in ('newest' descending, 'name' ascending), the one used when none is chosen (the order
 * the list had before it was paged), and the figures counted over every record (stats cards).
 */
export interface StaffListing<Sort extends string, Stat extends string> {
  sorts: Readonly<Record<Sort, StaffSortDirection>>
  defaultSort: Sort
  stats: readonly Stat[]
}

/** The page query: search text, a sort key of the resource's and its direction, page and size. */
export function staffPageQuerySchema<Sort extends string>(listing: {
  sorts: Readonly<Record<Sort, StaffSortDirection>>
  defaultSort: NoInfer<Sort>
}) {
  const keys = Object.keys(listing.sorts) as [Sort, ...Sort[]]
  return z.object({
    /** Part of any of the resource's searchable texts, in any case. */
    q: listSearchField,
    sort: z.enum(keys, `Sort must be one of: ${keys.join(', ')}`).default(listing.defaultSort),
    /** Left out: the sort's own direction. */
    dir: z.enum(staffSortDirections, 'Direction must be asc or desc').optional(),
    page: z.coerce
      .number('Page must be a whole number')
      .int('Page must be a whole number')
      .min(1, 'Page must be 1 or more')
      .max(10_000, 'Page must be at most 10000')
      .default(1),
    pageSize: z.coerce
      .number('Page size must be a whole number')
      .int('Page size must be a whole number')
      .min(1, 'Page size must be 1 or more')
      .max(staffMaxPageSize, `Page size must be at most ${staffMaxPageSize}`)
      .default(staffDefaultPageSize),
  })
}

/** What the server reads: the query with its defaults. */
export interface StaffPageQuery<Sort extends string = string> {
  q?: string | undefined
  sort: Sort
  dir?: StaffSortDirection | undefined
  page: number
  pageSize: number
}

/**
 * The page's answer: its records, how many records match on every page, and the resource's
 * figures over all its records (whatever the search), e.g. `{ live: 2, scheduled: 1 }`.
 */
export function staffPageSchema<Item extends z.ZodType, Stat extends string>(
  item: Item,
  stats: readonly Stat[],
) {
  const figures = Object.fromEntries(stats.map((key) => [key, z.number().int().nonnegative()]))
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int(),
    pageSize: z.number().int(),
    stats: z.object(figures) as unknown as z.ZodType<Record<Stat, number>>,
  })
}

export interface StaffPage<Item, Stat extends string = string> {
  items: Item[]
  total: number
  page: number
  pageSize: number
  stats: Record<Stat, number>
}

/** The direction a page is sorted in: the one asked for, else the sort's own. */
export function staffSortDirection<Sort extends string>(
  listing: { sorts: Readonly<Record<Sort, StaffSortDirection>> },
  query: Pick<StaffPageQuery<Sort>, 'sort' | 'dir'>,
): StaffSortDirection {
  return query.dir ?? listing.sorts[query.sort]
}
