import type { ReactNode } from 'react'
import { CheckoutHeader } from './checkout-header'

/** The checkout's header above whatever the screen shows (the form, loading, a failure). */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <CheckoutHeader title="Checkout">
        <p>Fresh from our grove to your door. Check your details and place your order.</p>
      </CheckoutHeader>
      {children}
    </>
  )
}
