import { useEffect, type ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import {
  CreditCard,
  Lock,
  Mail,
  MapPin,
  NotebookPen,
  Phone,
  ShieldCheck,
  Truck,
  UserRound,
} from 'lucide-react'
import type { ShippingOption } from '#contracts/checkout'
import { TestCardFields } from '#web/components/test-card-fields'
import { Badge } from '#web/components/ui/badge'
import { Card } from '#web/components/ui/card'
import { Input } from '#web/components/ui/input'
import { Textarea } from '#web/components/ui/textarea'
import { formatMoney } from '#web/lib/format-money'
import { useSiteText } from '#web/hooks/use-site-text'
import type { CheckoutFormInput } from './checkout-form'
import { SectionCard } from '#web/components/section-card'
import { CheckoutField, errorId, fieldId, invalidProps } from './checkout-field'
import { UsAddressFields } from '#web/components/us-address-fields'
import { FieldMessage } from '#web/components/field-message'
import { ShippingMethodOption } from './shipping-method-option'

/*
 * The pieces of the checkout screen, shared by /checkout and /checkout-demo (spec 2 §2: the demo
 * has the same layout). Form sections read the form from react-hook-form's FormProvider.
 */

/**
 * Checkout answers with toasts, and the app loads the toast component with the first toast: load
 * it with the screen instead, so a quick toast (the demo's first one lasts 2 s) is never missed.
 */
export function usePreloadToaster() {
  useEffect(() => {
    void import('#web/components/ui/toaster')
  }, [])
}

/** A method's price as the list shows it: 'Free' for 0. */
export const shippingCostLabel = (cost: string) => (Number(cost) === 0 ? 'Free' : formatMoney(cost))

export function CheckoutHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-border/70 bg-gradient-to-b from-honey-soft/70 to-background">
      <div className="page-column pt-10 pb-8 sm:pt-14">
        <p className="text-sm font-semibold tracking-widest text-mango-strong uppercase">
          Groveside Farm
        </p>
        <h1 className="mt-2 font-serif text-4xl font-bold sm:text-5xl">{title}</h1>
        <div className="mt-3 max-w-2xl text-lg text-muted-foreground">{children}</div>
      </div>
    </section>
  )
}

/**
 * Two columns at desktop width (form | summary and side cards), one on phones. The side column
 * sticks below the header (4rem) and is never taller than the window below it, so a long summary
 * scrolls inside it instead of sliding under the header when the form's end comes into view.
 */
export function CheckoutColumns({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <div className="page-column grid gap-6 py-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8 lg:py-10">
      <div className="grid min-w-0 content-start gap-6">{main}</div>
      <div className="grid min-w-0 content-start gap-6 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
        {aside}
      </div>
    </div>
  )
}

export function ContactSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>()
  return (
    <SectionCard id="checkout-contact-heading" title="Contact Information" icon={<UserRound />}>
      <div className="grid gap-5 sm:grid-cols-2">
        <CheckoutField
          name="customerName"
          label="Full Name"
          error={errors.customerName?.message}
          className="grid content-start gap-2 sm:col-span-2"
        >
          <Input
            id={fieldId('customerName')}
            autoComplete="name"
            {...invalidProps('customerName', errors.customerName?.message)}
            {...register('customerName')}
          />
        </CheckoutField>
        <CheckoutField name="customerEmail" label="Email" error={errors.customerEmail?.message}>
          <Input
            id={fieldId('customerEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...invalidProps('customerEmail', errors.customerEmail?.message)}
            {...register('customerEmail')}
          />
        </CheckoutField>
        <CheckoutField name="customerPhone" label="Phone" error={errors.customerPhone?.message}>
          <Input
            id={fieldId('customerPhone')}
            type="tel"
            autoComplete="tel"
            {...invalidProps('customerPhone', errors.customerPhone?.message)}
            {...register('customerPhone')}
          />
        </CheckoutField>
      </div>
    </SectionCard>
  )
}

export function AddressSection() {
  return (
    <SectionCard id="checkout-address-heading" title="Shipping Address" icon={<MapPin />}>
      <UsAddressFields formId="checkout" name="shippingAddress" />
    </SectionCard>
  )
}

/**
 * The shipping methods (spec 2 §9) as a radio list, in the server's order. A method the server
 * says cannot be used for this cart or address shows the server's reason beside it; a method the
 * cart may not use at all (fresh fruit ships only cold or local) is disabled with its reason.
 */
export function ShippingMethodSection({
  options,
  selected,
  problem,
  blocked = {},
}: {
  options: readonly ShippingOption[]
  selected: string
  /** The quote's `shippingProblem` for the selected method. */
  problem: string | null
  /** The quote's `blockedMethods`: method id -> why this cart cannot use it. */
  blocked?: Readonly<Record<string, string>>
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>()
  const error = errors.shippingMethod?.message
  return (
    <SectionCard id="checkout-shipping-heading" title="Shipping Method" icon={<Truck />}>
      <fieldset
        className="grid gap-3"
        aria-describedby={error && error !== problem ? errorId('shippingMethod') : undefined}
      >
        <legend className="sr-only">Choose a shipping method</legend>
        {options.map((option, index) => (
          <ShippingMethodOption
            key={option.id}
            option={option}
            index={index}
            selected={option.id === selected}
            costLabel={shippingCostLabel(option.cost)}
            problem={problem}
            blockedReason={blocked[option.id]}
            field={register('shippingMethod')}
          />
        ))}
      </fieldset>
      <FieldMessage id={errorId('shippingMethod')} className="-mt-2">
        {error !== problem ? error : undefined}
      </FieldMessage>
    </SectionCard>
  )
}

/**
 * The built-in test provider's card form (the shared `TestCardFields`) under its 'TEST MODE'
 * badge. After a decline the message stays beside the fields and the card number takes the focus.
 */
export function TestCardSection({
  note,
  declined = false,
}: {
  note?: ReactNode
  declined?: boolean
}) {
  return (
    <SectionCard
      id="checkout-payment-heading"
      title="Payment Information"
      icon={<CreditCard />}
      badge={
        <Badge variant="honey" className="tracking-wider">
          TEST MODE
        </Badge>
      }
    >
      <TestCardFields idPrefix="checkout" note={note} declined={declined} />
    </SectionCard>
  )
}

export function InstructionsSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>()
  return (
    <SectionCard
      id="checkout-instructions-heading"
      title="Special Instructions"
      icon={<NotebookPen />}
    >
      <CheckoutField
        name="specialInstructions"
        label="Notes for the farm (optional)"
        error={errors.specialInstructions?.message}
      >
        <Textarea
          id={fieldId('specialInstructions')}
          rows={3}
          placeholder="Gate code, delivery window, a gift note…"
          {...invalidProps('specialInstructions', errors.specialInstructions?.message)}
          {...register('specialInstructions')}
        />
      </CheckoutField>
    </SectionCard>
  )
}

export interface SummaryLine {
  key: string | number
  name: string
  quantity: number
  /** Two-decimal string, as the API sends it. */
  unitPrice: string
  unit: string | null
  lineTotal: string
}

/** "per lb" -> "/ lb", "16 oz jar" -> "/ 16 oz jar". */
function unitSuffix(unit: string | null) {
  const bare = unit
    ?.trim()
    .replace(/^(per\s+|\/\s*)/i, '')
    .trim()
  return bare ? ` / ${bare}` : ''
}

/** Order summary (spec 2 §2): lines with quantity and unit price, subtotal, shipping, total. */
export function OrderSummary({
  lines,
  subtotal,
  shipping,
  shippingLabel,
  total,
  busy = false,
  children,
}: {
  lines: readonly SummaryLine[]
  subtotal: string
  /** Shown in the shipping row: an amount, 'Free', or a short reason. */
  shipping: string
  /** e.g. 'Shipping (Standard Shipping)'. */
  shippingLabel: string
  total: string
  /** A new quote is on its way. */
  busy?: boolean
  children?: ReactNode
}) {
  return (
    <Card className="p-5 sm:p-6">
      <section
        aria-labelledby="checkout-summary-heading"
        className="grid gap-4"
        aria-busy={busy || undefined}
      >
        <h2 id="checkout-summary-heading" className="font-serif text-xl font-semibold">
          Order Summary
        </h2>
        <ul className="divide-y divide-border" aria-label="Items in your order">
          {lines.map((line) => (
            <li
              key={line.key}
              className="flex items-start justify-between gap-4 py-3"
              data-testid="summary-line"
            >
              <div className="min-w-0">
                <p className="font-medium leading-snug">{line.name}</p>
                <p className="text-sm text-muted-foreground">
                  <span className="tabular-nums">{line.quantity}</span> ×{' '}
                  <span className="tabular-nums">{formatMoney(line.unitPrice)}</span>
                  {unitSuffix(line.unit)}
                </p>
              </div>
              <p className="shrink-0 font-medium tabular-nums">{formatMoney(line.lineTotal)}</p>
            </li>
          ))}
        </ul>
        <dl className="grid gap-2 border-t border-border pt-4 text-sm">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd className="font-medium tabular-nums" data-testid="summary-subtotal">
              {subtotal}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted-foreground">{shippingLabel}</dt>
            <dd className="text-right font-medium tabular-nums" data-testid="summary-shipping">
              {shipping}
            </dd>
          </div>
          <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-border pt-3 text-base">
            <dt className="font-semibold">Total</dt>
            <dd
              className="font-serif text-2xl font-bold text-primary tabular-nums"
              data-testid="summary-total"
            >
              {total}
            </dd>
          </div>
        </dl>
        {children}
      </section>
    </Card>
  )
}

export function SecurePaymentCard({ children }: { children?: ReactNode }) {
  return (
    <Card className="flex-row gap-4 p-5">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary"
      >
        <ShieldCheck className="size-5" />
      </span>
      <div className="grid gap-1 text-sm">
        <h2 className="flex items-center gap-1.5 font-semibold">
          <Lock className="size-3.5" aria-hidden="true" />
          Secure checkout
        </h2>
        <p className="text-muted-foreground">
          {children ??
            'Prices, shipping and your total are worked out on our server. Card details go to our payment provider and are never stored by the farm.'}
        </p>
      </div>
    </Card>
  )
}

const linkClass =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/** The farm's contact details from site content (spec 2 §2 side card). */
export function FarmContactCard() {
  const { text } = useSiteText()
  const phone = text('contact_phone')
  const email = text('contact_email')
  const address = text('contact_address')
  return (
    <Card className="gap-3 p-5">
      <h2 className="font-semibold">Questions about your order?</h2>
      <ul className="grid gap-2.5 text-sm">
        {phone && (
          <li className="flex items-center gap-2.5">
            <Phone className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <a className={linkClass} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </li>
        )}
        {email && (
          <li className="flex items-center gap-2.5">
            <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <a className={`${linkClass} break-all`} href={`mailto:${email}`}>
              {email}
            </a>
          </li>
        )}
        {address && (
          <li className="flex items-start gap-2.5">
            <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="whitespace-pre-line">{address}</span>
          </li>
        )}
      </ul>
    </Card>
  )
}
