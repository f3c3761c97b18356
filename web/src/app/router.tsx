import { createBrowserRouter, matchRoutes } from 'react-router'
import { routes } from './routes'

/**
 * Loads the code of the screens the current URL shows, so a server-rendered page hydrates with
 * its screen in place instead of the loading shell (React Router's documented way for lazy
 * routes under server rendering).
 */
export async function loadCurrentScreens() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy)
  await Promise.all(
    (lazyMatches ?? []).map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Record<string, unknown>>
      Object.assign(route, { ...(await lazy()), lazy: undefined })
    }),
  )
}

export const createAppRouter = () => createBrowserRouter(routes)
