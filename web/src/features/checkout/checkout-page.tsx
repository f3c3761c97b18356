import { useState } from 'react'
import { apiErrorMessage } from '#web/lib/api-request'
import { useCart } from '#web/lib/cart'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { usePaymentsConfig, useShippingOptions, useSignedInCustomer } from './checkout-api'
import { usePreloadToaster } from './use-preload-toaster'
import { CheckoutEmptyCart } from './checkout-empty-cart'
import { CheckoutFrame } from './checkout-frame'
import { CheckoutLoadFailed } from './checkout-load-failed'
import { CheckoutOrderForm } from './checkout-order-form'
import { CheckoutSettingUp } from './checkout-setting-up'

/**
 * /checkout (spec 2 §2, §4, §5, §8). The server prices the visitor's cart: the summary and the
 * button show its quote, the order is created from the cart on the server, then paid.
 * Test mode: one step (details, test card, 'Complete Order'). Stripe mode: 'Continue to payment'
 * creates the order, then Stripe's Payment Element takes the card.
 */
export function CheckoutPage() {
  usePageMeta()
  usePreloadToaster()
  const cart = useCart()
  const config = usePaymentsConfig()
  const options = useShippingOptions()
  const customer = useSignedInCustomer()
  // Set once an order is paid: the cart empties then, and the page is on its way out.
  const [placed, setPlaced] = useState(false)

  const items = cart.data ?? []
  if (cart.isSuccess && items.length === 0 && !placed) return <CheckoutEmptyCart />

  const failed = [cart, config, options].find((query) => query.isError)
  if (failed) {
    return (
      <CheckoutFrame>
        <CheckoutLoadFailed
          message={apiErrorMessage(failed.error)}
          onRetry={() => void Promise.all([cart.refetch(), config.refetch(), options.refetch()])}
        />
      </CheckoutFrame>
    )
  }
  // The customer query only decides the form's first values: its failure means a guest.
  if (!cart.isSuccess || !config.isSuccess || !options.isSuccess || customer.isPending) {
    return (
      <CheckoutFrame>
        <CheckoutSettingUp />
      </CheckoutFrame>
    )
  }
  return (
    <CheckoutOrderForm
      items={items}
      config={config.data}
      options={options.data}
      customer={customer.data ?? null}
      onPlaced={() => setPlaced(true)}
    />
  )
}
