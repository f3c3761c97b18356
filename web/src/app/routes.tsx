import type { RouteObject } from 'react-router'
import { RootLayout } from './root-layout'
import { AppError, AppLoading } from './route-states'

/**
 * The route table. Paths match case-insensitively (`caseSensitive` defaults to false), so
 * /PRODUCTS shows the Products list. Screens load on demand; only built screens are listed
 * (contracts/client-routes.ts lists the same paths for the server).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: AppError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
      },
      {
        path: 'products',
        lazy: async () => ({
          Component: (await import('../features/products/products-page')).ProductsPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/not-found/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
]
