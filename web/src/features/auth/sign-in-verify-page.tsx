import { Link, useNavigate, useSearchParams } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import * as identityApi from '#contracts/identity-api'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { SignInAlert } from './sign-in-alert'
import { SignInCard } from './sign-in-card'
import { isNotSessionQuery, setSignedIn } from '#web/hooks/use-current-user'
import { returnPathOr } from '#contracts/return-path'

const incompleteLinkMessage =
  'This sign-in link is incomplete. Please copy the whole link from the e-mail, or ask for a new one.'

/**
 * /sign-in/verify?token=...: the address in the sign-in e-mail. It never signs in by itself:
 * mail scanners open links, and would use up the one-time token. A person presses the button.
 */
export function SignInVerifyPage() {
  usePageMeta()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  const verify = useMutation({
    mutationFn: () => callApi(identityApi.verifyEmailLink, { body: { token } }),
    onSuccess: (user) => {
      setSignedIn(queryClient, { customer: user })
      // The session changed: answers tied to the visitor (the cart merges into the account) are
      // asked again.
      void queryClient.invalidateQueries({ predicate: isNotSessionQuery })
      void navigate(returnPathOr(searchParams.get('returnTo')), { replace: true })
    },
  })

  const error = verify.error ? parseApiError(verify.error) : null
  const tokenLooksValid = token.length >= 20 && token.length <= 200
  const linkUnusable = !tokenLooksValid || error?.status === 400
  const errorMessage = !tokenLooksValid
    ? incompleteLinkMessage
    : error?.code === 'VALIDATION_FAILED'
      ? incompleteLinkMessage
      : error?.message

  return (
    <SignInCard
      icon={<KeyRound className="size-7" aria-hidden="true" />}
      title={linkUnusable ? 'This link can’t sign you in' : 'Welcome back'}
    >
      {!linkUnusable && (
        <>
          <p className="mt-3 text-muted-foreground">
            Your sign-in link is ready. Press the button to finish signing in on this device.
          </p>
          <Button
            size="lg"
            className="mt-8 w-full"
            disabled={verify.isPending || verify.isSuccess}
            onClick={() => verify.mutate()}
          >
            {verify.isPending && (
              <Spinner size="sm" label="Signing in" className="[&_svg]:text-current" />
            )}
            Sign in to Groveside
          </Button>
        </>
      )}
      {errorMessage && <SignInAlert>{errorMessage}</SignInAlert>}
      {linkUnusable && (
        <Button asChild size="lg" className="mt-8 w-full">
          <Link to="/sign-in">Get a New Sign-In Link</Link>
        </Button>
      )}
    </SignInCard>
  )
}
