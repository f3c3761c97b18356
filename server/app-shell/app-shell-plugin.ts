import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  injectAppMarkup,
  injectHead,
  isClientRoute,
  renderHeadTags,
  renderResourceHints,
} from './render-app-shell'
import { loadPageRenderer, renderAppMarkup, type PageRenderer } from './server-render'
import { fallbackHead, resolvePageHead, type PageHead } from './page-heads'
import { builtInSiteTexts, readSiteTexts } from '../domains/content/site-content-cache'
import { builtInFarmSettings } from '#contracts/farm-settings'
import { readFarmSettings } from '../domains/settings/public'
import {
  fontPreloads,
  createRoutePreloads,
  routeModulesFromPages,
  type ViteManifest,
} from './route-preloads'
import seoRoutes from './seo-routes'
import { projectPath } from '../project-root'
import { isStaffPath } from '../http/staff-endpoints'
import { forbidden, unauthorized } from '../http/http-error'
import { staffOfRequest } from '../domains/identity/access-control-plugin'

export type WebMode = 'built' | 'vite' | 'none'

/** The production build; WEB_DIST_DIR points elsewhere for parallel test builds. */
export const builtWebDir = process.env.WEB_DIST_DIR ?? projectPath('dist/web')

/**
 * Serves the browser app: hashed assets (immutable, pre-compressed) from the production build,
 * or Vite's dev middleware in development. Every page gets index.html with its own head (title,
 * description, canonical, Open Graph, JSON-LD: page-heads.ts) and, from a build, modulepreload
 * links for its screen's chunk. Unknown non-API paths get the app with status 404, so the app
 * shows 'Page Not Found'; unknown /api paths get a JSON 404. Also /robots.txt and /sitemap.xml.
 */
export default fp(
  async function appShell(app: FastifyInstance, options: { mode: WebMode }) {
    let loadIndexHtml: (url: string) => Promise<string>
    let routePreloads: (pathname: string) => string[] = () => []
    // None when the server runs API-only (SERVE_WEB=false) outside the tests: pages go unrendered.
    let pageRenderer: (() => Promise<PageRenderer>) | null = null
    // robots.txt and sitemap.xml describe the pages this plugin serves, so they register here.
    await app.register(seoRoutes)

    if (options.mode === 'built') {
      const indexFile = path.join(builtWebDir, 'index.html')
      if (!existsSync(indexFile)) {
        throw new Error(
          `The web app is not built (${indexFile} is missing). Run "npm run build" first.`,
        )
      }
      const manifest = await readBuildManifest(app)
      const indexHtml = await withInlineStylesheet(
        withFontPreloads(await readFile(indexFile, 'utf8'), manifest),
      )
      loadIndexHtml = async () => indexHtml
      routePreloads = await loadRoutePreloads(app, manifest)
      pageRenderer = await loadPageRenderer({ builtWebDir })
      await app.register(fastifyStatic, {
        root: builtWebDir,
        wildcard: false,
        index: false,
        // index.html is only sent through the app shell, with the page's head filled in; ssr/ is
        // the server's own page renderer.
        allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/ssr/'),
        preCompressed: true,
        setHeaders(response, filePath) {
          const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`)
          response.header(
            'Cache-Control',
            hashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          )
        },
      })
    } else if (options.mode === 'vite') {
      const [{ createServer }, { default: middie }] = await Promise.all([
        import('vite'),
        import('@fastify/middie'),
      ])
      const vite = await createServer({
        configFile: projectPath('vite.config.ts'),
        server: { middlewareMode: true, hmr: { server: app.server } },
        appType: 'custom',
      })
      await app.register(middie)
      app.use(vite.middlewares)
      app.addHook('onClose', async () => vite.close())
      loadIndexHtml = async (url) =>
        vite.transformIndexHtml(url, await readFile(projectPath('web/index.html'), 'utf8'))
      pageRenderer = await loadPageRenderer({ ssrLoadModule: (url) => vite.ssrLoadModule(url) })
    } else {
      if (process.env.VITEST) pageRenderer = await loadPageRenderer('test-runner')
      // Tests: the source page, whose script is never fetched.
      const indexHtml = await readFile(projectPath('web/index.html'), 'utf8')
      loadIndexHtml = async () => indexHtml
    }

    async function pageHead(request: FastifyRequest, url: URL): Promise<PageHead> {
      const context = {
        db: app.db,
        publicUrl: app.config.publicUrl,
        site: builtInSiteTexts,
        farm: builtInFarmSettings,
        isClientRoute,
      }
      try {
        const [site, farm] = await Promise.all([readSiteTexts(app.db), readFarmSettings(app.db)])
        context.site = site
        context.farm = farm
        return await resolvePageHead(context, url.pathname, url.searchParams)
      } catch (error) {
        // The page still works without its own data in the head; the screen shows its errors.
        request.log.error({ err: error }, 'page head could not be resolved')
        return fallbackHead(context, url.pathname)
      }
    }

    async function sendAppShell(request: FastifyRequest, reply: FastifyReply) {
      const url = new URL(request.url, 'http://localhost')
      const head = await pageHead(request, url)
      // Every page shows site texts (the header's farm name) and the farm's details (the
      // footer's address), not-found pages included.
      const dataUrls = new Set(['/api/site-content', '/api/farm-settings'])
      for (const { as, href } of head.preloads) if (as === 'fetch') dataUrls.add(href)
      app.publicCache.pageShows(request, dataUrls)
      const rendered = pageRenderer
        ? await renderAppMarkup(app, request, pageRenderer, url, [...dataUrls])
        : null
      const hints = renderResourceHints(
        rendered ? { ...head, preloads: imagePreloads(head, rendered.headLinks) } : head,
        {
          // A rendered page's screen code is only needed to hydrate: it loads once the entry
          // runs, after the first paint, instead of competing with the stylesheet and pictures.
          modulePreloads: head.status === 200 && !rendered ? routePreloads(url.pathname) : [],
          extraLinks: rendered?.headLinks,
        },
      )
      let html = injectHead(await loadIndexHtml(request.url), renderHeadTags(head), hints)
      if (rendered) {
        const screenChunks = head.status === 200 ? routePreloads(url.pathname) : []
        html = injectAppMarkup(html, rendered.rootHtml, rendered.queryState, screenChunks)
      }
      return reply
        .status(head.status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html)
    }

    async function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
      const pathname = new URL(request.url, 'http://localhost').pathname
      const isApi = pathname === '/api' || pathname.startsWith('/api/')
      if (isApi && isStaffPath(request.method, pathname)) {
        const staff = await staffOfRequest(app, request)
        const data = await request.session.get()
        if (!staff)
          throw data?.userId
            ? forbidden('This is for farm staff only.')
            : unauthorized('Staff sign-in required.')
      }
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply
          .status(404)
          .send({ message: `No route for ${request.method} ${pathname}`, code: 'NOT_FOUND' })
      }
      if (pathname.startsWith('/assets/')) {
        // A chunk of an older build: a script tag must not get an HTML page.
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found')
      }
      return sendAppShell(request, reply)
    }

    // Pages are a real route (not only the not-found handler) so the HTML goes through the
    // route hooks, compression included. More specific routes (API, files, uploads) win.
    app.get('/*', answerNotFound)
    app.setNotFoundHandler(answerNotFound)
  },
  { name: 'app-shell' },
)

/**
 * With the page rendered on the server its data is inline, so only images are preloaded, and
 * only those React did not already ask for (React's preload of an eager picture names its
 * srcset, so the phone fetches the width it shows).
 */
function imagePreloads(head: PageHead, reactLinks: string) {
  return head.preloads.filter(({ as, href }) => as === 'image' && !reactLinks.includes(href))
}

/** The build's `.vite/manifest.json`, read once at start; null (logged) when unreadable. */
async function readBuildManifest(app: FastifyInstance): Promise<ViteManifest | null> {
  try {
    const text = await readFile(path.join(builtWebDir, '.vite/manifest.json'), 'utf8')
    return JSON.parse(text) as ViteManifest
  } catch (error) {
    app.log.warn({ err: error }, 'the build manifest is unreadable: no preloads from it')
    return null
  }
}

/**
 * The built index.html with its stylesheet inline: a phone paints the page from the HTML alone,
 * one round trip sooner than with a render-blocking `<link>` (decision 0039). The stylesheet's
 * font URLs are absolute (/assets/...), so they hold on every page.
 */
async function withInlineStylesheet(indexHtml: string): Promise<string> {
  const stylesheetTag = /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/
  const href = stylesheetTag.exec(indexHtml)?.[1]
  if (!href) return indexHtml
  const css = await readFile(path.join(builtWebDir, href), 'utf8')
  if (css.includes('</style')) return indexHtml
  return indexHtml.replace(stylesheetTag, () => `<style>${css}</style>`)
}

/** The built index.html with the text fonts preloaded before the stylesheet. */
function withFontPreloads(indexHtml: string, manifest: ViteManifest | null): string {
  const preloads = manifest ? fontPreloads(manifest) : []
  return preloads.length
    ? indexHtml.replace('<link rel="stylesheet"', (tag) => `${preloads.join('\n    ')}\n    ${tag}`)
    : indexHtml
}

/**
 * Which screen chunks each page modulepreloads, from the build manifest and the route table.
 * Without either (an unusual build), pages simply get no modulepreload links.
 */
async function loadRoutePreloads(app: FastifyInstance, manifest: ViteManifest | null) {
  if (!manifest) return () => []
  return createRoutePreloads(manifest, routeModulesFromPages())
}
