import type { FastifyInstance, FastifyRequest } from 'fastify'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { signedInHintCookie } from '../http/signed-in-hint'
import { projectPath } from '../project-root'

/** What web/src/entry-server.tsx exports (the server may not import web/ code by name). */
export interface PageRenderer {
  renderPage(input: {
    url: URL
    data: Record<string, unknown>
    signal?: AbortSignal
  }): Promise<{ html: string; queryState: unknown }>
}

const sourceEntry = projectPath('web/src/entry-server.tsx')

/** Where `npm run build` puts the compiled server entry of the browser app (vite build --ssr). */
export const ssrEntryFile = (webDir: string) => path.join(webDir, 'ssr/entry-server.js')

/**
 * Loads the browser app's server entry: in production the compiled one, built from the same
 * source as the browser bundle (`builtWebDir`); in development through Vite's SSR loader (fresh
 * after every edit); under Vitest the test runner compiles the source.
 */
export async function loadPageRenderer(
  source:
    | { builtWebDir: string }
    | { ssrLoadModule: (url: string) => Promise<Record<string, unknown>> }
    | 'test-runner',
): Promise<() => Promise<PageRenderer>> {
  if (typeof source === 'object' && 'ssrLoadModule' in source) {
    const { ssrLoadModule } = source
    return async () => (await ssrLoadModule('/src/entry-server.tsx')) as unknown as PageRenderer
  }
  const file = source === 'test-runner' ? sourceEntry : ssrEntryFile(source.builtWebDir)
  const renderer = import(pathToFileURL(file).href) as Promise<PageRenderer>
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
