import { staffScreen } from '../features/staff/staff-screen'
import { staffPages } from '#contracts/staff-pages'
import type { PageHandle } from '../hooks/use-page-meta'
import { loadScreen, type ScreenModule } from './load-screen'

/** The back office's frame, in the same chunk as its screens. */
export { StaffWorkspaceLayout } from '../features/staff/staff-workspace-layout'

/** The staff screens (`*-admin-page`), in a chunk only staff navigation loads. */
const staffScreens = import.meta.env
  ? import.meta.glob<ScreenModule>('../features/*/*-admin-page.tsx')
  : null

/** The staff screen at `path` (the page registry's), behind the staff guard, with its title. */
export async function staffRoute(path: string) {
  const page = staffPages.find((each) => (each.paths as readonly string[]).includes(path))
  if (!page) throw new Error(`No staff screen at ${path}`)
  return {
    Component: staffScreen(await loadScreen(page.screen, staffScreens)),
    handle: { page } satisfies PageHandle,
  }
}
