import { useCallback, useMemo } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { siteContentTypes, type SiteContentItem } from '#contracts/site-content'
import { siteContentDefaults } from '#contracts/site-content-defaults'
import type * as siteContentApi from '#contracts/site-content-api'
import type { FirstScreenKey } from '../lib/first-screen-key'
import { getQueryFn } from '../lib/api-request'

type KnownKey = keyof typeof siteContentDefaults
/** A site content key; known keys autocomplete, other keys are allowed (they may be new). */
export type SiteTextKey = KnownKey | (string & {})

interface DefaultEntry {
  title?: string
  content?: string
  imageUrl?: string
}
const defaults: Record<string, DefaultEntry | undefined> = siteContentDefaults

const fetchSiteContent = getQueryFn<unknown>({ on401: 'throw' })

/** Every screen reads the site's texts: the key names the endpoint by type only (zod stays out). */
const siteContentQueryKey = ['/api/site-content'] as const satisfies FirstScreenKey<
  typeof siteContentApi.listSiteContent
>

const nullableString = (value: unknown) => value === null || typeof value === 'string'

/**
 * The contract's item shape (siteContentItemSchema), checked by hand: site text is on every
 * page and zod would add ~25 KB (gzip) to the first screen's JavaScript.
 */
export function isSiteContentItem(value: unknown): value is SiteContentItem {
  if (typeof value !== 'object' || value === null) return false
  const row = value as Record<string, unknown>
  return (
    typeof row.key === 'string' &&
    nullableString(row.title) &&
    nullableString(row.content) &&
    nullableString(row.imageUrl) &&
    nullableString(row.description) &&
    (siteContentTypes as readonly unknown[]).includes(row.contentType)
  )
}

/**
 * GET /api/site-content. Items that do not match the contract are skipped, so one bad row
 * never hides the rest of the site's text.
 */
export const siteContentQuery = queryOptions({
  queryKey: siteContentQueryKey,
  queryFn: async (context): Promise<SiteContentItem[]> => {
    const body = await fetchSiteContent(context)
    if (!Array.isArray(body)) return []
    return body
      .filter(isSiteContentItem)
      .map(({ key, title, content, imageUrl, contentType, description }) => ({
        key,
        title,
        content,
        imageUrl,
        contentType,
        description,
      }))
  },
})

export interface SiteText {
  /** The text of a key: the stored content, else the built-in default, else ''. */
  text: (key: SiteTextKey) => string
  /** The image of a key: the stored image, else the built-in default, else null. */
  image: (key: SiteTextKey) => string | null
  /** The stored item, or null while loading / when staff never saved it. */
  item: (key: SiteTextKey) => SiteContentItem | null
  isLoading: boolean
}

/** Editable site text with built-in defaults while it loads or when a key is missing. */
export function useSiteText(): SiteText {
  const { data, isLoading } = useQuery(siteContentQuery)

  const byKey = useMemo(() => new Map((data ?? []).map((entry) => [entry.key, entry])), [data])

  const item = useCallback((key: SiteTextKey) => byKey.get(key) ?? null, [byKey])
  const text = useCallback(
    (key: SiteTextKey) => byKey.get(key)?.content ?? defaults[key]?.content ?? '',
    [byKey],
  )
  const image = useCallback(
    (key: SiteTextKey) => byKey.get(key)?.imageUrl || defaults[key]?.imageUrl || null,
    [byKey],
  )

  return { text, image, item, isLoading }
}
