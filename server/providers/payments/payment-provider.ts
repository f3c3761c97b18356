/** A provider's answer to a refund: its refund id and where the money stands. */
export interface ProviderRefund {
  reference: string
  status: 'pending' | 'succeeded' | 'failed'
}

/** The one shape every payment provider has; the checkout flow knows nothing else. */
export interface PaymentProvider {
  readonly kind: 'test' | 'stripe'
  /** Publishable key the browser needs (Stripe), or null. */
  readonly publishableKey: string | null
  createPayment(request: {
    orderId: number
    amountCents: number
    customerEmail: string
    description: string
  }): Promise<{ reference: string; status: string; clientSecret: string | null }>
  /** The browser's secret for an existing payment (to finish paying after a retry). */
  clientSecretFor(reference: string): Promise<string | null>
  /** A hosted payment page for in-person (QR portal) payments. */
  createHostedCheckout(request: {
    orderId: number
    amountCents: number
    customerEmail: string
    description: string
    successUrl: string
    cancelUrl: string
  }): Promise<{ reference: string; url: string }>
  /**
   * Refunds part or all of a payment (`reference`: the payment's id). The same `idempotencyKey`
   * answers the same refund and never refunds twice.
   */
  refund(request: {
    orderId: number
    reference: string
    amountCents: number
    idempotencyKey: string
    reason: string | null
  }): Promise<ProviderRefund>
}
