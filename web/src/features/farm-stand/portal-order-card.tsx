import type { ReactNode } from 'react'
import { Minus, Plus, QrCode, ShoppingBasket } from 'lucide-react'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { centsToAmount, formatMoney } from '#web/lib/format-money'
import { SectionCard } from '#web/components/section-card'
import { maxQuantity, unitSuffix, type PortalLine } from './portal-cart'
import type { CustomState } from './use-portal-payment'

/** The portal's order: the QR code's custom amount, the chosen products with +/-, the total. */
export function PortalOrderCard({
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
                <StepButton
                  label={`Decrease quantity of ${line.product.name}`}
                  onClick={() => onChange(line.product.id, -1)}
                >
                  <Minus aria-hidden="true" />
                </StepButton>
                <span className="min-w-8 text-center font-semibold tabular-nums">
                  <span className="sr-only">Quantity: </span>
                  <span data-testid="portal-line-quantity">{line.quantity}</span>
                </span>
                <StepButton
                  label={`Increase quantity of ${line.product.name}`}
                  disabled={line.quantity >= maxQuantity}
                  onClick={() => onChange(line.product.id, 1)}
                >
                  <Plus aria-hidden="true" />
                </StepButton>
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

/** A line's − or + button, named for what it does to which product. */
function StepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className="size-9"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  )
}
