import type { FastifyInstance, FastifySchema } from 'fastify'

/**
 * Who may call a route. Every /api route declares one in `config.access`, next to its schema;
 * the identity plugin enforces it before the handler runs.
 */
export type RouteAccess = 'public' | 'customer' | 'staff' | 'owner'
export const routeAccessLevels: readonly RouteAccess[] = ['public', 'customer', 'staff', 'owner']

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess
  }
  interface FastifyInstance {
    /**
     * Every registered API route with its declared access and request schemas (for the access
     * and hostile-input tests, which walk every route, and for docs).
     */
    apiRoutes: { method: string; url: string; access: RouteAccess; schema?: FastifySchema }[]
  }
}

/** Refuses to register an API route that does not say who may call it. */
export function requireAccessDeclarations(app: FastifyInstance) {
  const apiRoutes: FastifyInstance['apiRoutes'] = []
  app.decorate('apiRoutes', apiRoutes)
  app.addHook('onRoute', (route) => {
    const paths = [route.url, route.path].filter(Boolean) as string[]
    if (!paths.some((url) => url.startsWith('/api/') || url === '/api')) return
    const access = route.config?.access
    if (!access || !routeAccessLevels.includes(access)) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method
      throw new Error(
        `Route ${methods} ${route.url} must declare config.access (${routeAccessLevels.join(' | ')})`,
      )
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        apiRoutes.push({ method, url: route.url, access, schema: route.schema })
    }
  })
}
