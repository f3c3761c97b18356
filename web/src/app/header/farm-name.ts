import { useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type * as siteContentApi from '#contracts/site-content-api'
import type { FirstScreenKey } from '#web/lib/first-screen-key'

/** The site's texts, named by type only: the header is on the first screen (zod stays out). */
const siteContentKey = ['/api/site-content'] as const satisfies FirstScreenKey<
  typeof siteContentApi.listSiteContent
>

/** The farm name the server put into the page (`og:site_name`, from the database). */
function serverFarmName(): string {
  if (typeof document === 'undefined') return ''
  return document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? ''
}

function farmNameIn(items: unknown): string | undefined {
  if (!Array.isArray(items)) return undefined
  const row = items.find(
    (item): item is { key: string; content: unknown } =>
      typeof item === 'object' && item !== null && (item as { key?: unknown }).key === 'farm_name',
  )
  return typeof row?.content === 'string' && row.content ? row.content : undefined
}

/**
 * The farm name for the header: the editable site text once any screen has loaded it (every
 * screen does, through useSiteText), and until then the name the server rendered into the page.
 *
 * It only reads the query cache: importing useSiteText here would put every default site text
 * (contracts/site-content-defaults.ts, ~3 KB gzipped) into the first screen's JavaScript.
 */
export function useFarmName(): string {
  const queryClient = useQueryClient()
  const readCache = () => farmNameIn(queryClient.getQueryData(siteContentKey))
  const cached = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    readCache,
    // The server renders from the same (hydrated) cache.
    readCache,
  )
  return cached ?? serverFarmName()
}
