import type { ComponentType } from 'react'
import { screenComponent } from '#contracts/pages'

export type ScreenModule = Record<string, unknown>
type ScreenLoaders = Record<string, () => Promise<ScreenModule>>

/**
 * The storefront's screen modules, loaded on demand. Vite (the browser build, its dev server and
 * Vitest) splits each into its own chunk through the glob; the production server renders pages
 * with tsx, which has no glob but imports the same files by name. Staff screens (`*-admin-page`)
 * are left to ./staff-screens, so the first route's bundle does not grow with the back office.
 */
const publicScreens = import.meta.env
  ? import.meta.glob<ScreenModule>(['../features/*/*-page.tsx', '!../features/*/*-admin-page.tsx'])
  : null

export async function loadScreen(
  screen: string,
  viteScreens: ScreenLoaders | null = publicScreens,
): Promise<ComponentType> {
  const file = `../features/${screen}.tsx`
  const component = screenComponent(screen)
  const loaded = viteScreens
    ? await viteScreens[file]?.()
    : ((await import(/* @vite-ignore */ file)) as ScreenModule)
  const Component = loaded?.[component] as ComponentType | undefined
  if (!Component) throw new Error(`No screen ${component} in ${file} (contracts/pages.ts)`)
  return Component
}
