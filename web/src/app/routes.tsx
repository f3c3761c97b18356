import type { RouteObject } from 'react-router'
import { notFoundScreen, storefrontPages } from '#contracts/pages'
import { staffPathList } from '#contracts/staff-paths'
import type { PageHandle } from '../hooks/use-page-meta'
import { loadScreen } from './load-screen'
import { RootLayout } from './root-layout'
import { AppError, AppLoading } from './route-states'

/** The back office's layout and screens: a chunk of their own. */
const staffChunk = () => import('./staff-screens')

const storefrontRoutes: RouteObject[] = storefrontPages.flatMap((page) =>
  page.paths.map((path) => ({
    path,
    handle: { page } satisfies PageHandle,
    lazy: async () => ({ Component: await loadScreen(page.screen) }),
  })),
)

// A staff screen's module and title come with the staff chunk; the first route knows its path.
const staffRoutes: RouteObject[] = staffPathList.map((path) => ({
  path,
  lazy: async () => (await staffChunk()).staffRoute(path),
}))

/**
 * The route table, built from the page registry (contracts/pages.ts): the storefront's pages in
 * the site's header and footer, the staff screens in the back office's own frame. Paths match
 * case-insensitively (`caseSensitive` defaults to false), so /PRODUCTS shows the Products list.
 */
export const routes: RouteObject[] = [
  {
    // Pathless: the back office's frame matches only with one of its screens, never `/` alone.
    HydrateFallback: AppLoading,
    ErrorBoundary: AppError,
    lazy: async () => ({
      Component: (await staffChunk()).StaffWorkspaceLayout,
    }),
    children: staffRoutes,
  },
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: AppError,
    children: [
      ...storefrontRoutes,
      {
        path: '*',
        lazy: async () => ({
          Component: await loadScreen(notFoundScreen),
        }),
      },
    ],
  },
]
