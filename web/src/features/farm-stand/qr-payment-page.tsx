import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import {
  CircleAlert,
  Info,
  Lock,
  Minus,
  Plus,
  QrCode,
  ShoppingBasket,
  Store,
  UserRound,
} from 'lucide-react'
import { portalPaymentRequestSchema } from '../../../../contracts/farm-stand'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Spinner } from '../../components/ui/spinner'
import { toast } from '../../components/ui/use-toast'
import { apiErrorMessage, parseApiError } from '../../lib/api-request'
import { formatMoney } from '../../lib/format-money'
import { attemptSignature, OrderAttempts } from '../../lib/order-attempts'
import { usePageMeta } from '../../hooks/use-page-meta'
import {
  browserNavigation,
  createPortalPayment,
  useStandProducts,
  type VerifiedCustomPayment,
} from './farm-stand-api'
import {
  addToCart,
  cartLines,
  changeQuantity,
  maxQuantity,
  portalTotalCents,
  readPortalParams,
  unitSuffix,
  verifyUrl,
  type PortalCartItem,
  type PortalLine,
  type PortalProduct,
} from './portal-cart'
import { centsToAmount } from '../../lib/format-money'
import { isBuyable } from '../../lib/product-availability'
import { FarmImage } from '../../components/farm-image'
import { SectionCard } from '../../components/section-card'
import { FieldMessage } from '../../components/field-message'

/** The contract's own rules for the two customer fields (the server checks them again). */
const customerSchema = z.object({
  customerName: portalPaymentRequestSchema.shape.customerName,
  customerEmail: portalPaymentRequestSchema.shape.customerEmail,
})
type CustomerInput = z.input<typeof customerSchema>
type CustomerValues = z.output<typeof customerSchema>

export const INVALID_QR_WARNING = 'This payment QR code is not valid. Please ask at the farm stand.'

const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1)

type CustomState =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'valid'; amount: string; description: string; sig: string }
  | { kind: 'invalid' }

/**
 * /qr-payment: the farm stand's self-service payment portal (spec 2 §2, §4). Customers scan a QR
 * code at the stand, pick what they take home, and go on to the card payment page. Phone first.
 */
export function QrPaymentPage() {
  usePageMeta()
  const [params] = useSearchParams()
  const portal = useMemo(() => readPortalParams(params), [params])
  const products = useStandProducts()
  const queryClient = useQueryClient()
  // A product QR code (?product=ID) starts the order with that product.
  const [cart, setCart] = useState<PortalCartItem[]>(() =>
    portal.productId === null ? [] : [{ productId: portal.productId, quantity: 1 }],
  )

  const verifyPath = portal.custom ? verifyUrl(portal.custom) : null
  const verify = useQuery<VerifiedCustomPayment>({
    queryKey: [verifyPath ?? '/api/qr-payment/verify'],
    enabled: verifyPath !== null,
  })
  const custom: CustomState = !portal.custom
    ? { kind: 'none' }
    : verifyPath === null
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
      if (parsed.status === 409) void queryClient.invalidateQueries({ queryKey: ['/api/products'] })
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

  const errors = form.formState.errors
  const customerError = errors.customerName ?? errors.customerEmail

  return (
    <>
      <section className="border-b border-border/70 bg-gradient-to-b from-primary-soft/70 to-background">
        <div className="page-column flex items-start gap-4 pt-8 pb-6 sm:pt-12 sm:pb-8">
          <span
            aria-hidden="true"
            className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground sm:flex"
          >
            <Store className="size-6" />
          </span>
          <div>
            <p className="text-sm font-semibold tracking-widest text-mango-strong uppercase">
              Groveside Farm Stand
            </p>
            <h1 className="mt-1 font-serif text-3xl font-bold sm:text-4xl">Payment Portal</h1>
            <p className="mt-2 max-w-2xl text-muted-foreground sm:text-lg">
              Add what you’re taking home, tell us who you are, and pay securely by card.
            </p>
          </div>
        </div>
      </section>

      <div className="page-column grid grid-cols-1 gap-6 py-6 sm:py-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-8 lg:py-10">
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label="Farm stand payment"
          className="grid min-w-0 content-start gap-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start"
        >
          {custom.kind === 'invalid' && (
            <div
              role="alert"
              className="flex gap-3 rounded-2xl border border-destructive/40 bg-destructive/5 p-4 text-sm"
            >
              <CircleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
              <div>
                <p className="font-semibold text-destructive">{INVALID_QR_WARNING}</p>
                <p className="mt-1 text-muted-foreground">
                  Its amount is not included in your order. You can still buy products below.
                </p>
              </div>
            </div>
          )}
          {portal.note && (
            <div className="flex gap-3 rounded-2xl border border-sky-foreground/25 bg-sky p-4 text-sm text-sky-foreground">
              <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <p>
                <span className="font-semibold">Note from the farm stand:</span> {portal.note}
              </p>
            </div>
          )}
          {scannedProductMissing && (
            <p
              role="status"
              className="rounded-2xl border border-honey/60 bg-honey-soft p-4 text-sm text-honey-soft-foreground"
            >
              The product on that QR code can’t be bought right now. Please choose from the list.
            </p>
          )}

          <OrderCard
            lines={lines}
            custom={custom}
            totalCents={totalCents}
            onChange={(productId, delta) =>
              setCart((current) => changeQuantity(current, productId, delta))
            }
          />

          <SectionCard
            size="compact"
            id="portal-customer-heading"
            title="Customer Information"
            icon={<UserRound />}
          >
            <div className="grid gap-4">
              <div className="grid gap-2">
                <Label htmlFor="portal-name">Full Name</Label>
                <Input
                  id="portal-name"
                  autoComplete="name"
                  aria-invalid={errors.customerName ? true : undefined}
                  aria-describedby={customerError ? 'portal-customer-error' : undefined}
                  {...form.register('customerName')}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="portal-email">Email Address</Label>
                <Input
                  id="portal-email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  aria-invalid={errors.customerEmail ? true : undefined}
                  aria-describedby={customerError ? 'portal-customer-error' : 'portal-email-hint'}
                  {...form.register('customerEmail')}
                />
                <p id="portal-email-hint" className="text-xs text-muted-foreground">
                  Your receipt is sent here.
                </p>
              </div>
              <FieldMessage id="portal-customer-error">{customerError?.message}</FieldMessage>
            </div>
          </SectionCard>

          <div className="grid gap-2">
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={busy || custom.kind === 'checking'}
            >
              {busy ? (
                <>
                  <Spinner size="sm" label="Sending" className="[&_svg]:text-current" />
                  Processing...
                </>
              ) : (
                <>
                  <Lock aria-hidden="true" />
                  Proceed to Payment
                </>
              )}
            </Button>
            <p className="text-center text-xs text-muted-foreground">
              You’ll pay on a secure card payment page. The farm confirms the final amount there.
            </p>
          </div>
        </form>

        <ProductList
          products={products}
          cart={cart}
          onAdd={(productId) => setCart((current) => addToCart(current, productId))}
        />
      </div>
    </>
  )
}

function OrderCard({
  lines,
  custom,
  totalCents,
  onChange,
}: {
  lines: PortalLine[]
  custom: CustomState
  totalCents: number
  onChange: (productId: number, delta: number) => void
}) {
  const empty = lines.length === 0 && custom.kind !== 'valid' && custom.kind !== 'checking'
  return (
    <SectionCard
      size="compact"
      id="portal-order-heading"
      title="Your Order"
      icon={<ShoppingBasket />}
    >
      {empty ? (
        <p className="rounded-xl border border-dashed border-input px-4 py-5 text-center text-sm text-muted-foreground">
          Your cart is empty. Add items from the list of products.
        </p>
      ) : (
        <ul className="divide-y divide-border/70" aria-label="Items in your order">
          {custom.kind === 'checking' && (
            <li className="py-3 first:pt-0">
              <Spinner size="sm" label="Checking the payment QR code" />
              <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">
                Checking the payment QR code…
              </span>
            </li>
          )}
          {custom.kind === 'valid' && (
            <li data-testid="portal-custom-line" className="flex items-start gap-3 py-3 first:pt-0">
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-honey-soft text-honey-soft-foreground"
              >
                <QrCode className="size-4" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{custom.description}</p>
                <p className="text-xs text-muted-foreground">Amount set by the farm stand</p>
              </div>
              <p className="font-semibold tabular-nums">{formatMoney(custom.amount)}</p>
            </li>
          )}
          {lines.map((line) => (
            <li
              key={line.product.id}
              data-testid="portal-line"
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{line.product.name}</p>
                <p className="text-xs text-muted-foreground">
                  {formatMoney(line.product.price)}
                  {unitSuffix(line.product.unit)}
                </p>
              </div>
              <p className="font-semibold tabular-nums" data-testid="portal-line-total">
                {formatMoney(centsToAmount(line.lineCents))}
              </p>
              <div className="col-span-2 flex items-center gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  className="size-9"
                  aria-label={`Decrease quantity of ${line.product.name}`}
                  onClick={() => onChange(line.product.id, -1)}
                >
                  <Minus aria-hidden="true" />
                </Button>
                <span className="min-w-8 text-center font-semibold tabular-nums">
                  <span className="sr-only">Quantity: </span>
                  <span data-testid="portal-line-quantity">{line.quantity}</span>
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  className="size-9"
                  aria-label={`Increase quantity of ${line.product.name}`}
                  disabled={line.quantity >= maxQuantity}
                  onClick={() => onChange(line.product.id, 1)}
                >
                  <Plus aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-baseline justify-between border-t border-border pt-3">
        <span className="font-serif text-lg font-semibold">Total</span>
        <span className="text-xl font-bold tabular-nums" data-testid="portal-total">
          {formatMoney(centsToAmount(totalCents))}
        </span>
      </div>
    </SectionCard>
  )
}

function ProductList({
  products,
  cart,
  onAdd,
}: {
  products: ReturnType<typeof useStandProducts>
  cart: readonly PortalCartItem[]
  onAdd: (productId: number) => void
}) {
  return (
    <section
      aria-labelledby="portal-products-heading"
      className="min-w-0 lg:col-start-1 lg:row-start-1"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="portal-products-heading" className="font-serif text-2xl font-semibold">
          Products
        </h2>
        {products.data && (
          <p className="text-sm text-muted-foreground">{products.data.length} at the stand</p>
        )}
      </div>
      {products.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" label="Loading products" />
        </div>
      ) : products.isError ? (
        <div className="mt-4 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-input bg-card px-6 py-10 text-center">
          <p role="alert">We couldn’t load the products: {apiErrorMessage(products.error)}</p>
          <Button variant="outline" onClick={() => void products.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <Card className="mt-4 overflow-hidden">
          <ul className="divide-y divide-border/70">
            {products.data.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                quantity={cart.find((item) => item.productId === product.id)?.quantity ?? 0}
                onAdd={() => onAdd(product.id)}
              />
            ))}
          </ul>
        </Card>
      )}
    </section>
  )
}

function ProductRow({
  product,
  quantity,
  onAdd,
}: {
  product: PortalProduct
  quantity: number
  onAdd: () => void
}) {
  return (
    <li data-testid="portal-product" className="flex items-center gap-3 p-3 sm:gap-4 sm:p-4">
      <FarmImage
        src={product.imageUrl}
        sizes="64px"
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        className="size-14 shrink-0 rounded-xl bg-muted object-cover sm:size-16"
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-sans text-base leading-snug font-semibold">{product.name}</h3>
        {product.description && (
          <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        )}
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold">
            {formatMoney(product.price)}
            <span className="font-normal text-muted-foreground">{unitSuffix(product.unit)}</span>
          </span>
          <Badge variant="secondary">{categoryLabel(product.category)}</Badge>
          {!isBuyable(product) && <Badge variant="outline">Out of Stock</Badge>}
        </p>
      </div>
      <Button
        type="button"
        variant={quantity > 0 ? 'secondary' : 'outline'}
        size="sm"
        disabled={!isBuyable(product) || quantity >= maxQuantity}
        aria-label={`Add ${product.name}${quantity > 0 ? ` (${quantity} in order)` : ''}`}
        onClick={onAdd}
      >
        <Plus aria-hidden="true" />
        Add
      </Button>
    </li>
  )
}
