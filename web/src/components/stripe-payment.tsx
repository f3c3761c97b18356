import { useEffect, useState, type ReactNode } from 'react'
import {
  loadStripe,
  type Appearance,
  type Stripe,
  type StripeElements as StripeElementsInstance,
  type StripeError,
} from '@stripe/stripe-js'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { LoaderCircle } from 'lucide-react'
import { Button } from './ui/button'
import { Spinner } from './ui/spinner'

/*
 * Stripe's Payment Element for every screen that pays through Stripe (the checkout, a
 * subscription's first box), loaded only when GET /api/payments/config names Stripe. The
 * payment exists before this shows (its client secret came from the server); the browser confirms
 * it with Stripe, which then sends the browser to the return address. Whether it was paid is
 * decided by Stripe's webhook on the server, never by the page.
 */

const stripeByKey = new Map<string, Promise<Stripe | null>>()

/** One Stripe.js instance per publishable key (loadStripe must not run on every render). */
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey)
    stripeByKey.set(publishableKey, stripe)
  }
  return stripe
}

/** The farm's colours inside Stripe's frame (read from the page's design tokens). */
function appearance(): Appearance {
  const token = (name: string, fallback: string) =>
    getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: token('--color-primary', '#2f5d34'),
      colorBackground: token('--color-card', '#fffdf7'),
      colorText: token('--color-foreground', '#2b2a1f'),
      colorDanger: token('--color-destructive', '#b42318'),
      borderRadius: '8px',
    },
  }
}

export function StripeElements({
  publishableKey,
  clientSecret,
  children,
}: {
  publishableKey: string
  clientSecret: string
  children: ReactNode
}) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: appearance() }}
    >
      {children}
    </Elements>
  )
}

/** Stripe's Payment Element (card and other methods, in Stripe's own frame). */
export function StripePaymentFields({ publishableKey }: { publishableKey: string }) {
  const [ready, setReady] = useState(false)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let active = true
    stripeFor(publishableKey).then(
      (stripe) => active && !stripe && setFailed(true),
      () => active && setFailed(true),
    )
    return () => {
      active = false
    }
  }, [publishableKey])

  if (failed) {
    return (
      <p role="alert" className="text-sm">
        The secure payment form could not be loaded. Please check your connection and reload the
        page.
      </p>
    )
  }
  return (
    <div className="grid gap-3">
      {!ready && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner size="sm" label="Loading" />
          Setting up secure checkout...
        </p>
      )}
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => setReady(true)}
        onLoadError={() => setFailed(true)}
      />
    </div>
  )
}

/**
 * A button that hands the Payment Element to Stripe (`act` gets Stripe and the elements once
 * they are ready), showing `busyLabel` while Stripe works.
 */
function StripeActionButton({
  label,
  busyLabel,
  act,
  size,
  className,
}: {
  label: string
  busyLabel: string
  act: (stripe: Stripe, elements: StripeElementsInstance) => Promise<void>
  size?: 'lg'
  className?: string
}) {
  const stripe = useStripe()
  const elements = useElements()
  const [processing, setProcessing] = useState(false)

  const run = async () => {
    if (!stripe || !elements || processing) return
    setProcessing(true)
    try {
      await act(stripe, elements)
    } finally {
      setProcessing(false)
    }
  }

  return (
    <Button
      type="button"
      size={size}
      className={className}
      disabled={!stripe || !elements || processing}
      onClick={() => void run()}
    >
      {processing && (
        <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      )}
      {processing ? busyLabel : label}
    </Button>
  )
}

/**
 * The pay button ('Complete Order - $total'): confirms the payment. On success Stripe sends the
 * browser to `returnPath` on this site; a decline or a form problem comes back here as an error.
 */
export function StripeConfirmButton({
  returnPath,
  receiptEmail,
  label,
  onError,
}: {
  /** Where Stripe sends the browser after paying, e.g. '/order-confirmation?order=42'. */
  returnPath: string
  receiptEmail?: string
  label: string
  onError: (error: StripeError) => void
}) {
  return (
    <StripeActionButton
      label={label}
      busyLabel="Processing Payment..."
      size="lg"
      className="w-full"
      act={async (stripe, elements) => {
        const { error } = await stripe.confirmPayment({
          elements,
          confirmParams: {
            return_url: `${window.location.origin}${returnPath}`,
            ...(receiptEmail ? { receipt_email: receiptEmail } : {}),
          },
        })
        // Only reached when the payment did not go through (success leaves the page).
        onError(error)
      }}
    />
  )
}

/**
 * Saves a card for later charges (a SetupIntent: a CSA member's new card). Stays on the page
 * unless the bank asks to leave it; `onSaved` gets the confirmed SetupIntent's id for the server.
 */
export function StripeSetupButton({
  label,
  onSaved,
  onError,
}: {
  label: string
  onSaved: (setupIntentId: string) => Promise<void>
  onError: (message: string) => void
}) {
  return (
    <StripeActionButton
      label={label}
      busyLabel="Saving..."
      act={async (stripe, elements) => {
        const { error, setupIntent } = await stripe.confirmSetup({
          elements,
          redirect: 'if_required',
          confirmParams: { return_url: window.location.href },
        })
        if (error || !setupIntent) onError(error?.message ?? 'Your card could not be saved.')
        else await onSaved(setupIntent.id)
      }}
    />
  )
}
