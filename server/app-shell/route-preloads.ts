import { matchRoutes, type RouteObject } from 'react-router'
import { notFoundScreen, pages, type PageDeclaration } from '../../contracts/pages'

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
 * Which JavaScript files to `<link rel="modulepreload">` for a page, so the browser fetches the
 * screen's lazy chunk while it still parses the entry chunk, instead of after it.
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
      files.push(`/${chunk.file}`)
      for (const imported of chunk.imports ?? []) visit(imported, seen)
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
 * A preload link for the body text font (Inter, Latin subset) of the build. Without it the font
 * arrives after the first paint and the text is drawn again, which moves the largest paint late on
 * pages led by text.
 */
export function bodyFontPreload(manifest: ViteManifest): string {
  for (const chunk of Object.values(manifest)) {
    const font = chunk.isEntry
      ? chunk.assets?.find((file) => /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/.test(file))
      : undefined
    if (font)
      return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}" />`
  }
  return ''
}
