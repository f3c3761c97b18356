import { useEffect, useState } from 'react'

type StripeModule = typeof import('./stripe-payment')

/** Loads the Stripe payment module (Stripe mode only), and says whether that failed. */
export function useStripeModule(enabled: boolean) {
  const [module, setModule] = useState<StripeModule | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!enabled) return
    let active = true
    import('./stripe-payment').then(
      (loaded) => active && setModule(loaded),
      () => active && setFailed(true),
    )
    return () => {
      active = false
    }
  }, [enabled])
  return { module, failed }
}
