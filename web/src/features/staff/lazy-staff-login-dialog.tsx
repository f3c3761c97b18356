import { lazy, Suspense, useState } from 'react'
import type { StaffLoginDialogProps } from './staff-login-dialog'

const loadDialog = () => import('./staff-login-dialog')
const StaffLoginDialog = lazy(async () => ({ default: (await loadDialog()).StaffLoginDialog }))

/** Starts loading the dialog's code (e.g. when a pointer comes near the button that opens it). */
export function preloadStaffLoginDialog() {
  void loadDialog()
}

/**
 * The staff login dialog, whose code (Radix Dialog, the form, zod) loads the first time it opens
 * and stays mounted afterwards, so closing it animates.
 */
export function LazyStaffLoginDialog(props: StaffLoginDialogProps) {
  const [wanted, setWanted] = useState(props.open)
  if (props.open && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <StaffLoginDialog {...props} />
    </Suspense>
  )
}
