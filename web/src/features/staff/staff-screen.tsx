import type { ComponentType } from 'react'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { StaffOnly } from './staff-only'

/**
 * A staff screen as the router shows it (web/src/app/routes.tsx): behind the staff guard, titled
 * from the page registry. Loaded with the first staff screen, not with the storefront.
 */
export function staffScreen(Screen: ComponentType): ComponentType {
  return function StaffScreen() {
    usePageMeta()
    return (
      <StaffOnly>
        <Screen />
      </StaffOnly>
    )
  }
}
