import { useEffect, useState } from 'react'

type StripePaymentModule = typeof import('#web/components/stripe-payment')

/**
 * Loads Stripe's payment components (Stripe mode only: test mode never downloads Stripe.js);
 * null until loaded or when loading failed.
 */
export function useStripePaymentModule(enabled: boolean) {
  const [module, setModule] = useState<StripePaymentModule | null>(null)
  useEffect(() => {
    if (!enabled) return
    let active = true
    import('#web/components/stripe-payment').then(
      (loaded) => active && setModule(loaded),
      () => active && setModule(null),
    )
    return () => {
      active = false
    }
  }, [enabled])
  return module
}
