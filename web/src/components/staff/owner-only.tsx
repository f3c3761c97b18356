import type { ReactNode } from 'react'
import { LockKeyhole } from 'lucide-react'
import { useSignedInStaff } from '#web/hooks/use-current-user'
import { NoticePanel } from '../notice-panel'
import { Spinner } from '../ui/spinner'

/**
 * A staff screen only the farm owner may use (staff accounts, the audit log): staff see who may,
 * in place of the screen. The server refuses their calls anyway; this spares them a screen of
 * refused requests. It sits inside the staff guard, so someone is signed in.
 */
export function OwnerOnly({
  explanation,
  children,
}: {
  /** Why staff cannot use the screen ('Only the owner manages staff accounts.'). */
  explanation: string
  children: ReactNode
}) {
  const { staff, isLoading } = useSignedInStaff()
  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" label="Checking access" />
      </div>
    )
  }
  if (staff?.role !== 'owner') {
    return (
      <NoticePanel
        size="sm"
        icon={<LockKeyhole className="size-8" aria-hidden="true" />}
        title="Only the owner can open this"
      >
        <p className="mt-3 max-w-md text-lg text-muted-foreground">
          {explanation} Ask the farm owner if you need something changed here.
        </p>
      </NoticePanel>
    )
  }
  return <>{children}</>
}
