import { z } from 'zod'
import { isCalendarDate } from './farm-time'
import { idParam, lineSchema } from './fields'

/**
 * The pieces of a staff list searched, sorted and paged on the server (issue 25, as the order
 * list does it: contracts/order-search.ts). A list's query contract is its filters plus these;
 * the screen keeps it in its address (web/src/lib/url-search.ts), so a reload or the back button
 * shows the same page.
 */

export const listDirections = ['asc', 'desc'] as const
export type ListDirection = (typeof listDirections)[number]

/** The page sizes most lists offer (the order list's). */
export const listPageSizes = [25, 50, 100] as const

/** `q`: part of what the list searches (names, e-mails, titles, text), any case. */
export const listSearchField = lineSchema('Search must be text', 'Search')
  .trim()
  .max(100, 'Search must be at most 100 characters')
  .optional()

/** An optional id filter in the query string (`?post=12`). */
export const listIdFilter = (label: string) => idParam(`${label} must be a whole number`).optional()

/** `from` or `to`: a farm day (YYYY-MM-DD) a list's records start or end on, both included. */
export const listDayFilter = (label: string) =>
  z
    .string(`${label} must be a date (YYYY-MM-DD)`)
    .refine(isCalendarDate, `${label} must be a date (YYYY-MM-DD)`)
    .optional()

/** The refinement of a list with `from` and `to`: `schema.refine(...listDayRange)`. */
export const listDayRange: [
  check: (query: { from?: string; to?: string }) => boolean,
  issue: { path: string[]; message: string },
] = [
  (query) => !query.from || !query.to || query.from <= query.to,
  { path: ['to'], message: 'To must be on or after From' },
]

/** A page number: 1 unless asked. */
export const listPageNumber = z.coerce
  .number('Page must be a whole number')
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .max(10_000, 'Page must be at most 10000')
  .default(1)

/**
 * `sort`, `dir`, `page` and `pageSize`: a sort key of the list's own (any other is a 400 naming
 * `sort`), a direction, and a page of one of the offered sizes.
 */
export function listPaging<const Sort extends string>(options: {
  sorts: readonly [Sort, ...Sort[]]
  sort: NoInfer<Sort>
  dir: ListDirection
  sizes?: readonly number[]
  pageSize?: number
}) {
  const sizes = options.sizes ?? listPageSizes
  const sizeWords = `${sizes.slice(0, -1).join(', ')} or ${sizes.at(-1)}`
  return {
    sort: z
      .enum(options.sorts, `Sort must be one of: ${options.sorts.join(', ')}`)
      .default(options.sort),
    dir: z.enum(listDirections, 'Direction must be asc or desc').default(options.dir),
    page: listPageNumber,
    pageSize: z.coerce
      .number('Page size must be a whole number')
      .int('Page size must be a whole number')
      .refine((size) => sizes.includes(size), `Page size must be ${sizeWords}`)
      .default(options.pageSize ?? sizes[0]!),
  }
}

/** One page of a list: its records, how many match on every page, and which page this is. */
export function listPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    /** Records matching the filters, on every page. */
    total: z.number().int().nonnegative(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
}
export interface ListPage<Item> {
  items: Item[]
  total: number
  page: number
  pageSize: number
}

/** The rows of a page: `limit` and `offset` of its query. */
export const pageWindow = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
})
