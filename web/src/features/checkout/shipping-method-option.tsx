import type { UseFormRegisterReturn } from 'react-hook-form'
import { Clock } from 'lucide-react'
import type { ShippingOption } from '#contracts/checkout'
import { Badge } from '#web/components/ui/badge'
import { formatMoney } from '#web/lib/format-money'
import { fieldId } from './checkout-field'

/** "25.00" -> "$25", "12.50" -> "$12.50". */
function shortMoney(amount: string) {
  return formatMoney(amount).replace(/\.00$/, '')
}

const problemId = 'checkout-shipping-problem'

/**
 * One shipping method of the list: its radio, price and details, why this cart cannot use it,
 * and (when it is the chosen one) the quote's problem with it.
 */
export function ShippingMethodOption({
  option,
  index,
  selected,
  costLabel,
  problem,
  blockedReason,
  field,
}: {
  option: ShippingOption
  index: number
  selected: boolean
  /** The method's price as the list shows it (shippingCostLabel). */
  costLabel: string
  /** The quote's `shippingProblem` for the selected method. */
  problem: string | null
  /** Why this cart cannot use the method, if it cannot. */
  blockedReason: string | undefined
  /** The shippingMethod field's registration. */
  field: UseFormRegisterReturn<'shippingMethod'>
}) {
  const showProblem = selected && problem && problem !== blockedReason
  const optionId = `checkout-shipping-${option.id}`
  // Each detail is its own part of the description, so screen readers pause between them.
  const describedBy = [
    option.description && `${optionId}-description`,
    option.estimatedDays && `${optionId}-days`,
    option.freeOverSubtotal && `${optionId}-free`,
    !option.available && `${optionId}-unavailable`,
    blockedReason && `${optionId}-blocked`,
    option.note && `${optionId}-note`,
    showProblem && problemId,
  ].filter(Boolean)
  return (
    <div className="grid gap-2">
      <label
        className={
          showProblem
            ? 'flex cursor-pointer gap-3 rounded-xl border-2 border-destructive bg-card p-4 transition-colors'
            : 'flex cursor-pointer gap-3 rounded-xl border-2 border-border bg-card p-4 transition-colors hover:border-primary/60 has-checked:border-primary has-checked:bg-primary-soft/50 has-disabled:cursor-not-allowed has-disabled:opacity-60'
        }
      >
        <input
          type="radio"
          value={option.id}
          disabled={!option.available || Boolean(blockedReason)}
          className="mt-1 size-4 shrink-0 accent-primary"
          id={index === 0 ? fieldId('shippingMethod') : undefined}
          aria-labelledby={`${optionId}-name ${optionId}-cost`}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          {...field}
        />
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span id={`${optionId}-name`} className="font-semibold">
              {option.name}
            </span>
            <span id={`${optionId}-cost`} className="font-semibold text-primary tabular-nums">
              {costLabel}
            </span>
          </span>
          {option.description && (
            <span id={`${optionId}-description`} className="text-sm text-muted-foreground">
              {option.description}
            </span>
          )}
          <span className="flex flex-wrap items-center gap-2 text-sm">
            {option.estimatedDays && (
              <span className="inline-flex items-center gap-1.5 text-foreground/85">
                <Clock className="size-3.5" aria-hidden="true" />
                <span id={`${optionId}-days`}>{option.estimatedDays}</span>
              </span>
            )}
            {option.freeOverSubtotal && (
              <Badge id={`${optionId}-free`} variant="secondary">
                Free over {shortMoney(option.freeOverSubtotal)}
              </Badge>
            )}
            {!option.available && (
              <Badge id={`${optionId}-unavailable`} variant="outline">
                Unavailable
              </Badge>
            )}
          </span>
          {blockedReason && (
            <span
              id={`${optionId}-blocked`}
              className="text-sm font-medium text-destructive"
              data-testid="shipping-method-blocked"
            >
              {blockedReason}
            </span>
          )}
          {option.note && (
            <span id={`${optionId}-note`} className="text-xs text-muted-foreground">
              {option.note}
            </span>
          )}
        </span>
      </label>
      {showProblem && (
        <p
          id={problemId}
          role="alert"
          className="rounded-lg bg-destructive/8 px-3 py-2 text-sm font-medium text-destructive"
        >
          {problem}
        </p>
      )}
    </div>
  )
}
