import { screen } from '@testing-library/react'

/**
 * The "Staff sign-in required" heading of a staff screen opened without a staff session. The
 * staff login dialog opens over it as soon as its code is loaded (modal: the page behind leaves the
 * accessibility tree), so the heading is looked for among hidden elements too.
 */
export const findStaffSignInRequired = () =>
  screen.findByRole('heading', { level: 1, name: 'Staff sign-in required', hidden: true })
