import { useRef, useState, type ReactNode } from 'react'
import { LockKeyhole } from 'lucide-react'
import type { StaffRole } from '#contracts/identity'
import { NoticePanel } from '#web/components/notice-panel'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { LazyStaffLoginDialog } from './lazy-staff-login-dialog'
import { useStaffSession } from './use-staff-session'

export interface StaffOnlyProps {
  children: ReactNode
  /** 'owner' limits the screen to the farm owner; any staff member otherwise. */
  role?: StaffRole
}

/**
 * Guard for staff screens: `<StaffOnly><ProductAdmin /></StaffOnly>`. While the staff session is
 * being checked it shows a spinner; without one, a short "Staff sign-in required" panel with the
 * staff login dialog open; after a successful login the screen renders. The server checks every
 * staff call anyway: this only spares staff a screen full of refused requests.
 */
export function StaffOnly({ children, role = 'staff' }: StaffOnlyProps) {
  const { staff, isLoading } = useStaffSession()

  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" label="Checking staff access" />
      </div>
    )
  }
  if (!staff) return <StaffSignInRequired />
  if (role === 'owner' && staff.role !== 'owner') {
    return (
      <GuardPanel title="Owner access required">
        This screen is for the farm owner. You are signed in as {staff.name}.
      </GuardPanel>
    )
  }
  return <>{children}</>
}

/** Mounted afresh whenever the staff session is missing, so the dialog opens each time. */
function StaffSignInRequired() {
  const [dialogOpen, setDialogOpen] = useState(true)
  const buttonRef = useRef<HTMLButtonElement>(null)

  return (
    <>
      <GuardPanel
        title="Staff sign-in required"
        action={
          <Button ref={buttonRef} onClick={() => setDialogOpen(true)}>
            Staff Login
          </Button>
        }
      >
        This screen is for farm staff. Log in with your staff account to continue.
      </GuardPanel>
      <LazyStaffLoginDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          // After a successful login the panel is gone: the screen's main area takes focus.
          const target = buttonRef.current?.isConnected
            ? buttonRef.current
            : document.getElementById('main')
          target?.focus()
        }}
      />
    </>
  )
}

function GuardPanel({
  title,
  children,
  action,
}: {
  title: string
  children: ReactNode
  action?: ReactNode
}) {
  return (
    <NoticePanel
      size="sm"
      icon={<LockKeyhole className="size-8" aria-hidden="true" />}
      title={title}
    >
      <p className="mt-3 max-w-md text-lg text-muted-foreground">{children}</p>
      {action && <div className="mt-8">{action}</div>}
    </NoticePanel>
  )
}
