import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { siteContent } from '../db/schema/content'
import { siteContentDefaults } from '../../contracts/site-content'
import { injectHead, isClientRoute } from './render-app-shell'
import { isStaffPath } from '../http/staff-endpoints'
import { forbidden, unauthorized } from '../http/http-error'
import { staffOfRequest } from '../domains/identity/access-control-plugin'

export type WebMode = 'built' | 'vite' | 'none'

const repoRoot = path.resolve(import.meta.dirname, '../..')
/** The production build; WEB_DIST_DIR points elsewhere for parallel test builds. */
export const builtWebDir = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'dist/web')

/**
 * Serves the browser app: hashed assets (immutable, pre-compressed) from the production build,
 * or Vite's dev middleware in development. Unknown non-API paths get the app with status 404,
 * so the app shows 'Page Not Found'; unknown /api paths get a JSON 404.
 */
export default fp(
  async function appShell(app: FastifyInstance, options: { mode: WebMode }) {
    let loadIndexHtml: (url: string) => Promise<string>

    if (options.mode === 'built') {
      const indexFile = path.join(builtWebDir, 'index.html')
      if (!existsSync(indexFile)) {
        throw new Error(`The web app is not built (${indexFile} is missing). Run "npm run build" first.`)
      }
      const indexHtml = await readFile(indexFile, 'utf8')
      loadIndexHtml = async () => indexHtml
      await app.register(fastifyStatic, {
        root: builtWebDir,
        wildcard: false,
        index: false,
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
        configFile: path.join(repoRoot, 'vite.config.ts'),
        server: { middlewareMode: true, hmr: { server: app.server } },
        appType: 'custom',
      })
      await app.register(middie)
      app.use(vite.middlewares)
      app.addHook('onClose', async () => vite.close())
      loadIndexHtml = async (url) =>
        vite.transformIndexHtml(url, await readFile(path.join(repoRoot, 'web/index.html'), 'utf8'))
    } else {
      loadIndexHtml = async () =>
        '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>'
    }

    async function farmName() {
      const [row] = await app.db
        .select({ content: siteContent.content })
        .from(siteContent)
        .where(eq(siteContent.key, 'farm_name'))
        .limit(1)
      return row?.content || siteContentDefaults.farm_name.content
    }

    async function sendAppShell(request: FastifyRequest, reply: FastifyReply) {
      const pathname = new URL(request.url, 'http://localhost').pathname
      const known = isClientRoute(pathname)
      const name = await farmName()
      const html = injectHead(await loadIndexHtml(request.url), {
        title: known ? name : `Page Not Found | ${name}`,
        description: `${name}: tropical fruit, honey and grafted trees from our family farm on the Florida coast.`,
        canonicalUrl: `${app.config.publicUrl}${pathname === '/' ? '/' : pathname}`,
      })
      return reply
        .status(known ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html)
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = new URL(request.url, 'http://localhost').pathname
      const isApi = pathname === '/api' || pathname.startsWith('/api/')
      if (isApi && isStaffPath(request.method, pathname)) {
        const staff = await staffOfRequest(app, request)
        const data = await request.session.get()
        if (!staff) throw data?.userId ? forbidden('This is for farm staff only.') : unauthorized('Staff sign-in required.')
      }
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply
          .status(404)
          .send({ message: `No route for ${request.method} ${pathname}`, code: 'NOT_FOUND' })
      }
      return sendAppShell(request, reply)
    })
  },
  { name: 'app-shell' },
)
