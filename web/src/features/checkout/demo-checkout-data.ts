import { amountToCents } from '#web/lib/format-money'
import type { CheckoutFormInput } from '../checkout/checkout-form'
import type { SummaryLine } from './order-summary'

/*
 * The demo checkout's fixed sample data (spec 2 §2 "Checkout Demo"). These prices are only shown:
 * nothing of the demo is ever sent to the server.
 */

export const demoCart: readonly SummaryLine[] = [
  {
    key: 'demo-haden',
    name: 'Haden Mangos',
    quantity: 2,
    unitPrice: '4.50',
    unit: 'per lb',
    lineTotal: '9.00',
  },
  {
    key: 'demo-honey',
    name: 'Wildflower Honey',
    quantity: 1,
    unitPrice: '14.00',
    unit: '16 oz jar',
    lineTotal: '14.00',
  },
]

/** Sum of the demo lines, in cents (shown only). */
export const demoSubtotalCents = demoCart.reduce(
  (sum, line) => sum + amountToCents(line.lineTotal),
  0,
)

export const demoShippingMethod = 'standard_shipping'

export const demoForm: CheckoutFormInput = {
  customerName: 'Jamie Rivera',
  customerEmail: 'jamie.rivera@example.com',
  customerPhone: '(772) 555-0142',
  shippingAddress: { street: '415 SE Ocean Blvd', city: 'Stuart', state: 'FL', zipCode: '34994' },
  shippingMethod: demoShippingMethod,
  specialInstructions: 'Please leave the box in the shade by the front door.',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/34',
  cardCvc: '123',
}

/** What a method would cost for the demo cart (display only; the real checkout asks the server). */
export function demoShippingCents(
  option: { cost: string; freeOverSubtotal: string | null } | undefined,
  subtotalCents: number,
): number | null {
  if (!option) return null
  if (option.freeOverSubtotal !== null && subtotalCents > amountToCents(option.freeOverSubtotal))
    return 0
  return amountToCents(option.cost)
}

/** Spec 2 §4: the second demo toast follows the first after 2 seconds. */
export const demoOrderDelayMs = 2000
