import type { FastifyInstance, FastifyRequest } from 'fastify'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { signedInHintCookie } from '../domains/identity/session-plugin'

/** What web/src/entry-server.tsx exports (the server may not import web/ code by name). */
export interface PageRenderer {
  renderPage(input: {
    url: URL
    data: Record<string, unknown>
    signal?: AbortSignal
  }): Promise<{ html: string; queryState: unknown }>
}

const repoRoot = path.resolve(import.meta.dirname, '../..')
const entryFile = path.join(repoRoot, 'web/src/entry-server.tsx')

/**
 * Loads the browser app's server entry. In production it is compiled on import by tsx with the
 * web tsconfig (JSX, DOM types), the same source the browser bundle is built from; under Vitest
 * the test runner compiles it; in development Vite's SSR loader does (fresh after every edit).
 */
export async function loadPageRenderer(
  ssrLoadModule?: (url: string) => Promise<Record<string, unknown>>,
): Promise<() => Promise<PageRenderer>> {
  if (ssrLoadModule) {
    return async () => (await ssrLoadModule('/src/entry-server.tsx')) as unknown as PageRenderer
  }
  let renderer: Promise<PageRenderer>
  if (process.env.VITEST) {
    renderer = import(pathToFileURL(entryFile).href) as Promise<PageRenderer>
  } else {
    const { tsImport } = await import('tsx/esm/api')
    renderer = tsImport(pathToFileURL(entryFile).href, {
      parentURL: import.meta.url,
      tsconfig: path.join(repoRoot, 'web/tsconfig.json'),
    }) as Promise<PageRenderer>
  }
  await renderer
  return () => renderer
}

/** How long a page may take to render before the browser renders it instead. */
const renderTimeoutMs = 3000

/**
 * The public API answers a page's screens read (the same URLs its head preloads), fetched
 * in-process without the visitor's cookies, so the markup never holds anyone's private data.
 * Who is signed in is known without a request when the hint cookie is absent: nobody.
 */
async function pageData(app: FastifyInstance, request: FastifyRequest, urls: string[]) {
  const data: Record<string, unknown> = {}
  if (!request.cookies?.[signedInHintCookie]) {
    data['/api/session'] = { customer: null, staff: null }
  }
  await Promise.all(
    urls.map(async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
      })
      if (response.statusCode === 200) data[url] = response.json()
    }),
  )
  return data
}

export interface RenderedAppMarkup {
  /** `#root`'s markup. */
  rootHtml: string
  /** Preload links React gathered while rendering (images), for the head. */
  headLinks: string
  queryState: unknown
}

/**
 * Server-renders the page at `url`, or answers null (logged) when it fails or is too slow: the
 * page is then sent empty, and the browser renders it as before.
 */
export async function renderAppMarkup(
  app: FastifyInstance,
  request: FastifyRequest,
  renderer: () => Promise<PageRenderer>,
  url: URL,
  dataUrls: string[],
): Promise<RenderedAppMarkup | null> {
  try {
    const [{ renderPage }, data] = await Promise.all([renderer(), pageData(app, request, dataUrls)])
    const { html, queryState } = await renderPage({
      url,
      data,
      signal: AbortSignal.timeout(renderTimeoutMs),
    })
    // Rendering a part of the document, React puts the hints it would hoist into <head> first.
    const leadingLinks = /^(?:<link [^>]*\/>)+/.exec(html)?.[0] ?? ''
    return { rootHtml: html.slice(leadingLinks.length), headLinks: leadingLinks, queryState }
  } catch (error) {
    request.log.error({ err: error }, 'server rendering failed; the browser renders the page')
    return null
  }
}
