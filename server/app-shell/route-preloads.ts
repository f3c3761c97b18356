import { matchRoutes, type RouteObject } from 'react-router'
import { notFoundScreen, type PageDeclaration } from '#contracts/pages'
import { pages } from '#contracts/all-pages'

/** The parts of Vite's `.vite/manifest.json` this file reads. */
export interface ViteManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  assets?: string[]
}
export type ViteManifest = Record<string, ViteManifestChunk>

/** Screen modules by path, from the page registry (paths relative to web/, without extension). */
export function routeModulesFromPages(
  registered: readonly Pick<PageDeclaration, 'paths' | 'screen'>[] = pages,
): { path: string; module: string }[] {
  return [
    ...registered.flatMap((page) =>
      page.paths.map((path) => ({ path, module: `src/features/${page.screen}` })),
    ),
    { path: '/*', module: `src/features/${notFoundScreen}` },
  ]
}

/**
 * A page's screen chunks beyond the entry's, dependencies before their dependants: the files to
 * `<link rel="modulepreload">` for a page the server did not render, so the browser fetches the
 * screen's lazy chunk while it still parses the entry chunk; for a rendered page, the order in
 * which the browser evaluates them one task each before hydrating (web/src/main.tsx).
 */
export function createRoutePreloads(
  manifest: ViteManifest,
  routeModules: { path: string; module: string }[],
): (pathname: string) => string[] {
  const entryImports = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) {
      entryImports.add(key)
      for (const imported of chunk.imports ?? []) entryImports.add(imported)
    }
  }
  const manifestKey = (module: string) =>
    ['', '.tsx', '.ts', '.jsx', '.js']
      .map((extension) => `${module}${extension}`)
      .find((key) => manifest[key])

  const filesOf = (key: string) => {
    const files: string[] = []
    const visit = (chunkKey: string, seen: Set<string>) => {
      if (seen.has(chunkKey) || entryImports.has(chunkKey)) return
      seen.add(chunkKey)
      const chunk = manifest[chunkKey]
      if (!chunk) return
      for (const imported of chunk.imports ?? []) visit(imported, seen)
      files.push(`/${chunk.file}`)
    }
    visit(key, new Set())
    return files
  }

  const routes: (RouteObject & { files: string[] })[] = []
  for (const { path, module } of routeModules) {
    const key = manifestKey(module)
    if (key) routes.push({ path, files: filesOf(key) })
  }
  return (pathname) => {
    const matches = matchRoutes(routes, pathname)
    const route = matches?.at(-1)?.route as (typeof routes)[number] | undefined
    return route?.files ?? []
  }
}

/**
 * Preload links for the text fonts (Inter, and Fraunces 600 and 700 for headings; Latin subsets).
 * Without them a font is asked for only once the first layout finds it needed: later, so the
 * page shows its metric-matched fallback (web/src/styles/globals.css) for longer.
 */
export function fontPreloads(manifest: ViteManifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  const fonts = (entry?.assets ?? []).filter((file) =>
    /(^|\/)(inter-latin-wght-normal|fraunces-latin-(600|700)-normal)-[\w-]+\.woff2$/.test(file),
  )
  return fonts.map(
    (font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}" />`,
  )
}
