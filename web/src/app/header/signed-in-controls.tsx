import type { User } from '#contracts/identity'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/use-toast'
import { apiErrorMessage } from '#web/lib/api-request'
import { userDisplayName } from '#web/hooks/use-current-user'
import { useSignOut } from '#web/features/auth/use-sign-out'

/** Desktop header for a signed-in customer: a small greeting (wide screens) and 'Sign Out'. */
export function SignedInControls({ user }: { user: User }) {
  const { signOut, isPending } = useSignOut()
  const name = userDisplayName(user)
  return (
    <div className="flex items-center gap-1.5">
      <p className="hidden max-w-40 truncate text-sm text-muted-foreground xl:block" title={name}>
        Hi, <span className="font-semibold text-foreground">{name}</span>
      </p>
      <Button
        variant="ghost"
        size="sm"
        className="h-10 px-3.5"
        disabled={isPending}
        onClick={() =>
          void signOut({
            onError: (error) =>
              toast({
                title: 'Sign Out Failed',
                description: apiErrorMessage(error),
                variant: 'destructive',
              }),
          })
        }
      >
        Sign Out
      </Button>
    </div>
  )
}
