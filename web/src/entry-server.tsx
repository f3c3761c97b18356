import './lib/zod-config'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import { Providers } from './app/providers'
import { routes } from './app/routes'
import { createQueryClient } from './lib/query-client'

export interface PageRenderInput {
  /** The requested URL (only its path and query matter). */
  url: URL
  /**
   * API answers the server already has for this page, by the URL a screen GETs (its query key).
   * Only public answers: the markup is the same for every visitor.
   */
  data: Record<string, unknown>
  signal?: AbortSignal
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string
  /** The query cache the markup was rendered from; the browser hydrates from the same. */
  queryState: DehydratedState
}

/**
 * Renders a page of the browser app to HTML on the server (docs/decisions/0012), so the first
 * paint needs no JavaScript and crawlers read the content. Queries whose data the server did
 * not give render their loading state, exactly as the browser's first render will.
 */
export async function renderPage({ url, data, signal }: PageRenderInput): Promise<RenderedPage> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(url, { signal }))
  if (context instanceof Response) {
    throw new Error(`The route table answered ${url.pathname} with a redirect`)
  }

  const queryClient = createQueryClient()
  for (const [key, value] of Object.entries(data)) queryClient.setQueryData([key], value)

  const router = createStaticRouter(handler.dataRoutes, context)
  // prerender waits for lazy components (the footer, parts of screens) and for nothing else:
  // queries do not suspend. A finished boundary is never split out of place, which would need
  // an inline script (forbidden by the CSP).
  const { prelude } = await prerender(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const html = await new Response(prelude).text()
  if (html.includes('<script')) throw new Error(`${url.pathname} rendered an inline script`)
  return { html, queryState: dehydrate(queryClient) }
}
