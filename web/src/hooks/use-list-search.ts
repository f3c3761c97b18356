import { useSearchParams } from 'react-router'
import type { z } from 'zod'
import { readUrlSearch, writeUrlSearch } from '#web/lib/url-search'

/**
 * A server-paged list's search, filters, sort and page, kept in the address through the list's
 * query contract (web/src/lib/url-search.ts): a reload, a link or the way back shows the same
 * page. The address's other parameters (a screen's `?tab=`) are kept. A change of anything but a
 * page starts the list's pages (`pageKeys`, `page` unless told) again at 1.
 */
export function useListSearch<Schema extends z.ZodObject>(
  schema: Schema,
  pageKeys: readonly (keyof z.output<Schema> & string)[] = ['page'],
) {
  const [params, setParams] = useSearchParams()
  const search = readUrlSearch(schema, params)
  const change = (next: Partial<z.output<Schema>>) =>
    setParams(
      (current) => {
        const now = readUrlSearch(schema, current) as Record<string, unknown>
        const pageOnly = Object.keys(next).every((key) => pageKeys.includes(key))
        const restart = pageOnly ? {} : Object.fromEntries(pageKeys.map((key) => [key, 1]))
        const written = writeUrlSearch(schema, { ...now, ...restart, ...next } as z.input<Schema>)
        const kept = new URLSearchParams(current)
        for (const key of Object.keys(schema.shape)) kept.delete(key)
        for (const [key, value] of written) kept.set(key, value)
        return kept
      },
      { replace: true },
    )
  return [search, change] as const
}

/** What the list's endpoint is asked: the address's values that differ from the defaults. */
export function listQuery<Schema extends z.ZodObject>(schema: Schema, search: z.input<Schema>) {
  return Object.fromEntries(writeUrlSearch(schema, search))
}
