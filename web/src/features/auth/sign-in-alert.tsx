import type { ReactNode } from 'react'
import { CircleAlert } from 'lucide-react'

/** Why signing in failed, under the sign-in card's text (both sign-in screens). */
export function SignInAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="mt-6 flex gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-left text-sm text-foreground"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p>{children}</p>
    </div>
  )
}
