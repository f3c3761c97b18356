import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { portalPaymentRequestSchema } from '#contracts/farm-stand'
import * as farmStandApi from '#contracts/farm-stand-api'
import { toast } from '#web/components/ui/use-toast'
import { apiQuery } from '#web/lib/api-client'
import { apiErrorMessage, parseApiError } from '#web/lib/api-request'
import { attemptSignature, OrderAttempts } from '#web/lib/order-attempts'
import { isBuyable } from '#web/lib/product-availability'
import {
  browserNavigation,
  createPortalPayment,
  standProductsKey,
  useStandProducts,
} from './farm-stand-api'
import {
  addToCart,
  cartLines,
  changeQuantity,
  portalTotalCents,
  readPortalParams,
  verifyInput,
  type PortalCartItem,
} from './portal-cart'

/** The contract's own rules for the two customer fields (the server checks them again). */
const customerSchema = z.object({
  customerName: portalPaymentRequestSchema.shape.customerName,
  customerEmail: portalPaymentRequestSchema.shape.customerEmail,
})
type CustomerInput = z.input<typeof customerSchema>
type CustomerValues = z.output<typeof customerSchema>

export type CustomState =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'valid'; amount: string; description: string; sig: string }
  | { kind: 'invalid' }

/**
 * The payment portal's state: the address's QR code (products, a custom amount checked by the
 * server), the cart, the customer form and the payment it creates.
 */
export function usePortalPayment() {
  const [params] = useSearchParams()
  const portal = useMemo(() => readPortalParams(params), [params])
  const products = useStandProducts()
  const queryClient = useQueryClient()
  // A product QR code (?product=ID) starts the order with that product.
  const [cart, setCart] = useState<PortalCartItem[]>(() =>
    portal.productId === null ? [] : [{ productId: portal.productId, quantity: 1 }],
  )

  const verifyCall = portal.custom ? verifyInput(portal.custom) : null
  const verify = useQuery({
    ...apiQuery(farmStandApi.verifyCustomPayment, verifyCall ?? undefined),
    enabled: verifyCall !== null,
  })
  const custom: CustomState = !portal.custom
    ? { kind: 'none' }
    : verifyCall === null
      ? { kind: 'invalid' }
      : verify.isPending
        ? { kind: 'checking' }
        : verify.data?.valid
          ? {
              kind: 'valid',
              amount: verify.data.amount,
              description: verify.data.description,
              sig: portal.custom.sig,
            }
          : { kind: 'invalid' }

  const listed = products.data ?? []
  const lines = cartLines(cart, listed)
  const customAmount = custom.kind === 'valid' ? custom.amount : null
  const totalCents = portalTotalCents(lines, customAmount)
  const scannedProductMissing =
    portal.productId !== null &&
    products.isSuccess &&
    !listed.some((product) => product.id === portal.productId && isBuyable(product))

  const form = useForm<CustomerInput, unknown, CustomerValues>({
    resolver: zodResolver(customerSchema),
    defaultValues: { customerName: '', customerEmail: '' },
  })

  const [attempts] = useState(() => new OrderAttempts())
  const payment = useMutation({
    mutationFn: createPortalPayment,
    onSuccess: (answer) => {
      toast({ title: 'Payment Portal Created' })
      browserNavigation.assign(answer.checkoutUrl)
    },
    onError: (error) => {
      const parsed = parseApiError(error)
      // Without an answer the order may exist: a retry keeps the key and reaches that order.
      if (parsed.status !== null && parsed.status < 500) attempts.retire()
      toast({
        title: 'Payment Error',
        description: parsed.status !== null ? apiErrorMessage(error) : 'Failed to create payment',
        variant: 'destructive',
      })
      // A product may have sold out meanwhile: show the list as the server sees it now.
      if (parsed.status === 409) void queryClient.invalidateQueries({ queryKey: standProductsKey })
    },
  })
  const busy = payment.isPending || payment.isSuccess

  const submit = form.handleSubmit(
    (values) => {
      if (lines.length === 0 && custom.kind !== 'valid') {
        toast({
          title: 'Empty Cart',
          description: 'Please add items to your cart',
          variant: 'destructive',
        })
        return
      }
      const customPayment =
        custom.kind === 'valid'
          ? { amount: custom.amount, description: custom.description, sig: custom.sig }
          : undefined
      const signature = attemptSignature(
        { ...values, customPayment },
        lines.map((line) => ({ id: line.product.id, quantity: line.quantity })),
      )
      payment.mutate({
        customerName: values.customerName,
        customerEmail: values.customerEmail,
        items: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
        customPayment,
        paymentMethod: 'qr_portal',
        idempotencyKey: attempts.keyFor(signature),
      })
    },
    () => {
      toast({
        title: 'Missing Information',
        description: 'Please provide your name and email',
        variant: 'destructive',
      })
    },
  )

  return {
    portal,
    products,
    cart,
    changeLine: (productId: number, delta: number) =>
      setCart((current) => changeQuantity(current, productId, delta)),
    addProduct: (productId: number) => setCart((current) => addToCart(current, productId)),
    custom,
    lines,
    totalCents,
    scannedProductMissing,
    form,
    busy,
    submit,
  }
}
