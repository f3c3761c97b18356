import { useFormContext } from 'react-hook-form'
import { Truck } from 'lucide-react'
import type { ShippingOption } from '#contracts/checkout'
import { FieldMessage } from '#web/components/field-message'
import { SectionCard } from '#web/components/section-card'
import type { CheckoutFormInput } from './checkout-form'
import { errorId } from './checkout-field'
import { ShippingMethodOption } from './shipping-method-option'
import { shippingCostLabel } from './shipping-cost-label'

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
