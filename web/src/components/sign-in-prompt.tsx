import { LogIn } from 'lucide-react'
import { signInHref } from '#contracts/return-path'
import { EmptyState } from './query-state'
import { Button } from './ui/button'

/** In place of what needs a signed-in customer: why, and a sign-in that comes back to `returnTo`. */
export function SignInPrompt({
  title,
  description,
  actionLabel,
  returnTo,
}: {
  title: string
  description: string
  actionLabel: string
  returnTo: string
}) {
  return (
    <EmptyState
      icon={<LogIn className="size-8 text-primary" aria-hidden="true" />}
      title={title}
      description={description}
      action={
        <Button asChild>
          <a href={signInHref(returnTo)}>{actionLabel}</a>
        </Button>
      }
    />
  )
}
