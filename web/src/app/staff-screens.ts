import { staffScreen } from '../features/staff/staff-screen'
import { loadScreen, type ScreenModule } from './load-screen'

/** The back office's frame, in the same chunk as its screens. */
export { StaffWorkspaceLayout } from '../features/staff/staff-workspace-layout'

/** The staff screens (`*-admin-page`), in a chunk only staff navigation loads. */
const staffScreens = import.meta.env
  ? import.meta.glob<ScreenModule>('../features/*/*-admin-page.tsx')
  : null

/** A staff screen behind the staff guard, titled from the page registry. */
export async function loadStaffScreen(screen: string) {
  return staffScreen(await loadScreen(screen, staffScreens))
}
