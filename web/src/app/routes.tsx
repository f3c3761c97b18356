import type { RouteObject } from 'react-router'
import { notFoundScreen, pages } from '#contracts/pages'
import type { PageHandle } from '../hooks/use-page-meta'
import { loadScreen } from './load-screen'
import { RootLayout } from './root-layout'
import { AppError, AppLoading } from './route-states'

const pageRoutes: RouteObject[] = pages.flatMap((page) =>
  page.paths.map((path) => ({
    path,
    handle: { page } satisfies PageHandle,
    lazy: async () => {
      if (page.access !== 'staff') return { Component: await loadScreen(page.screen) }
      const { loadStaffScreen } = await import('./staff-screens')
      return { Component: await loadStaffScreen(page.screen) }
    },
  })),
)

/**
 * The route table, built from the page registry (contracts/pages.ts). Paths match
 * case-insensitively (`caseSensitive` defaults to false), so /PRODUCTS shows the Products list.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: AppError,
    children: [
      ...pageRoutes,
      {
        path: '*',
        lazy: async () => ({
          Component: await loadScreen(notFoundScreen),
        }),
      },
    ],
  },
]
