import { CircleAlert, Info, Lock, Store, UserRound } from 'lucide-react'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Spinner } from '#web/components/ui/spinner'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { SectionCard } from '#web/components/section-card'
import { FieldMessage } from '#web/components/field-message'
import { PortalOrderCard } from './portal-order-card'
import { PortalProductList } from './portal-product-list'
import { usePortalPayment } from './use-portal-payment'

export const INVALID_QR_WARNING = 'This payment QR code is not valid. Please ask at the farm stand.'

/**
 * /qr-payment: the farm stand's self-service payment portal (spec 2 §2, §4). Customers scan a QR
 * code at the stand, pick what they take home, and go on to the card payment page. Phone first.
 */
export function QrPaymentPage() {
  usePageMeta()
  const {
    portal,
    products,
    cart,
    changeLine,
    addProduct,
    custom,
    lines,
    totalCents,
    scannedProductMissing,
    form,
    busy,
    submit,
  } = usePortalPayment()

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

          <PortalOrderCard
            lines={lines}
            custom={custom}
            totalCents={totalCents}
            onChange={changeLine}
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

        <PortalProductList products={products} cart={cart} onAdd={addProduct} />
      </div>
    </>
  )
}
