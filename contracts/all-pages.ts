import { storefrontPages } from './pages'
import { staffPages } from './staff-pages'

/**
 * Every page of the registry: the storefront's (pages.ts) and the staff screens
 * (staff-pages.ts). The server and the tests read it; the browser's first JavaScript reads only
 * the storefront's pages and the staff screens' paths, so the staff declarations stay in the
 * staff chunk.
 */
export const pages = [...storefrontPages, ...staffPages] as const

export type PagePath = (typeof pages)[number]['paths'][number]

/** Every path the browser app has a screen for (route patterns such as /products/:id). */
export const pagePaths: readonly string[] = pages.flatMap((page) => page.paths)

/** Whether a path is one of the app's pages (exact pattern, as registered). */
export const hasPage = (path: string) => pagePaths.includes(path)
