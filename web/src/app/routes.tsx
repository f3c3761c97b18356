import type { RouteObject } from 'react-router'
import { notFoundScreen, pages } from '#contracts/pages'
import type { PageHandle } from '../hooks/use-page-meta'
import { loadScreen } from './load-screen'
import { RootLayout } from './root-layout'
import { AppError, AppLoading } from './route-states'

/** The back office's layout and screens: a chunk of their own. */
const staffChunk = () => import('./staff-screens')

const pageRoutes = (staff: boolean): RouteObject[] =>
  pages
    .filter((page) => (page.access === 'staff') === staff)
    .flatMap((page) =>
      page.paths.map((path) => ({
        path,
        handle: { page } satisfies PageHandle,
        lazy: async () => ({
          Component: staff
            ? await (await staffChunk()).loadStaffScreen(page.screen)
            : await loadScreen(page.screen),
        }),
      })),
    )

/**
 * The route table, built from the page registry (contracts/pages.ts): the storefront's pages in
 * the site's header and footer, the staff screens in the back office's own frame. Paths match
 * case-insensitively (`caseSensitive` defaults to false), so /PRODUCTS shows the Products list.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: AppLoading,
    ErrorBoundary: AppError,
    lazy: async () => ({
      Component: (await staffChunk()).StaffWorkspaceLayout,
    }),
    children: pageRoutes(true),
  },
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: AppError,
    children: [
      ...pageRoutes(false),
      {
        path: '*',
        lazy: async () => ({
          Component: await loadScreen(notFoundScreen),
        }),
      },
    ],
  },
]
