import type { z } from 'zod'

/**
 * A staff list's search, filters, sort and page as the address holds them (`?q=rosa&page=2`), read
 * and written through the list's query contract: a link or a reload shows the same list. A value
 * the server would refuse is dropped, one by one, so a hand-edited address still shows a list;
 * only what differs from the contract's defaults is written.
 */
export function readUrlSearch<Schema extends z.ZodObject>(
  schema: Schema,
  params: URLSearchParams,
): z.output<Schema> {
  const input: Record<string, string> = {}
  for (const [key, value] of params) {
    if (value === '') continue
    if (schema.safeParse({ ...input, [key]: value }).success) input[key] = value
  }
  return schema.parse(input)
}

export function writeUrlSearch<Schema extends z.ZodObject>(
  schema: Schema,
  search: z.input<Schema>,
): URLSearchParams {
  const defaults = schema.parse({}) as Record<string, unknown>
  const params = new URLSearchParams()
  const values = search as Record<string, unknown>
  // In the contract's order, so one list has one address (and one cached answer).
  for (const key of Object.keys(schema.shape)) {
    const value = values[key]
    if (value === undefined || value === '' || value === defaults[key]) continue
    params.set(key, String(value))
  }
  return params
}

/** A change of filters starts again at page 1; a change of page keeps the filters. */
export function withFilters<Search extends { page?: number }>(
  current: Search,
  change: Partial<Search>,
): Search {
  const pageOnly = Object.keys(change).every((key) => key === 'page')
  return { ...current, ...(pageOnly ? {} : { page: 1 }), ...change }
}
