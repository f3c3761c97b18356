import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { CircleAlert, CircleCheck } from 'lucide-react'
import type { z } from 'zod'
import type { Endpoint } from '#contracts/endpoint'
import { Button } from './ui/button'
import { Card } from './ui/card'
import { Spinner } from './ui/spinner'
import { callApi } from '../lib/api-client'
import { parseApiError } from '../lib/api-request'

/** A POST that takes the e-mailed link's `{ token }` and answers a `{ message }`. */
export interface EmailedLinkEndpoint extends Endpoint {
  method: 'POST'
  params?: undefined
  query?: undefined
  body: z.ZodType<{ token: string }>
  responses: { 200: z.ZodType<{ message: string }> }
}

interface PageLink {
  to: string
  label: string
}

export interface EmailedLinkViewProps {
  icon: ReactNode
  title: string
  /** What pressing the button will do. */
  intro: string
  actionLabel: string
  pendingLabel: string
  /** The endpoint itself (e.g. `engagementApi.confirmNewsletter`), not its path. */
  endpoint: EmailedLinkEndpoint
  successTitle: string
  /** Shown under the error when the link does not work (any more). */
  invalidHelp: ReactNode
  /** Where to go once it worked ('Browse the Farm Shop'). */
  next: PageLink
  /** Where to go when the link does not work ('Back to the Farm'). */
  back: PageLink
}

const incompleteLinkMessage =
  'This link is incomplete. Please open the whole link from the e-mail, or copy it into the address bar.'

/**
 * The page an e-mailed link opens (confirm a sign-up, unsubscribe). It never acts by itself: mail
 * scanners open links (and would use up a one-time token, or unsubscribe people). A person
 * presses the button; mail programs unsubscribe with their own one-click POST.
 */
export function EmailedLinkView({
  icon,
  title,
  intro,
  actionLabel,
  pendingLabel,
  endpoint,
  successTitle,
  invalidHelp,
  next,
  back,
}: EmailedLinkViewProps) {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  const tokenLooksValid = token.length >= 20 && token.length <= 200

  const action = useMutation({
    mutationFn: () => callApi(endpoint, { body: { token } }),
  })

  const error = action.error ? parseApiError(action.error) : null
  const linkUnusable = !tokenLooksValid || error?.status === 400
  const errorMessage =
    !tokenLooksValid || error?.code === 'VALIDATION_FAILED' ? incompleteLinkMessage : error?.message

  return (
    <section className="mx-auto flex max-w-xl flex-col px-4 py-14 sm:py-20">
      <Card className="items-center p-8 text-center sm:p-10">
        <span
          className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-7"
          aria-hidden="true"
        >
          {action.isSuccess ? <CircleCheck /> : icon}
        </span>
        <h1 className="mt-5 font-serif text-3xl font-bold text-balance">
          {action.isSuccess ? successTitle : title}
        </h1>

        {action.isSuccess ? (
          <>
            <p role="status" className="mt-3 text-muted-foreground">
              {action.data.message}
            </p>
            <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
              <Link to={next.to}>{next.label}</Link>
            </Button>
          </>
        ) : (
          <>
            {!linkUnusable && (
              <>
                <p className="mt-3 text-muted-foreground">{intro}</p>
                <Button
                  size="lg"
                  className="mt-8 w-full sm:w-auto"
                  disabled={action.isPending}
                  onClick={() => action.mutate()}
                >
                  {action.isPending && (
                    <Spinner size="sm" label={pendingLabel} className="[&_svg]:text-current" />
                  )}
                  {actionLabel}
                </Button>
              </>
            )}
            {errorMessage && (
              <div
                role="alert"
                className="mt-6 flex w-full gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-left text-sm text-foreground"
              >
                <CircleAlert
                  className="mt-0.5 size-4 shrink-0 text-destructive"
                  aria-hidden="true"
                />
                <div className="grid gap-1">
                  <p className="font-medium">{errorMessage}</p>
                  {linkUnusable && <p className="text-muted-foreground">{invalidHelp}</p>}
                </div>
              </div>
            )}
            {linkUnusable && (
              <Button asChild variant="outline" size="lg" className="mt-6 w-full sm:w-auto">
                <Link to={back.to}>{back.label}</Link>
              </Button>
            )}
          </>
        )}
      </Card>
    </section>
  )
}
