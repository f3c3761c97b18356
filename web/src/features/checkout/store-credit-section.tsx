import { Controller, useFormContext } from 'react-hook-form'
import { Wallet } from 'lucide-react'
import { SectionCard } from '#web/components/section-card'
import { Checkbox } from '#web/components/ui/checkbox'
import { Label } from '#web/components/ui/label'
import { formatMoney } from '#web/lib/format-money'
import type { CheckoutFormInput } from './checkout-form'

/**
 * A signed-in customer's store credit (decision 0065): ticked, the order spends it first and the
 * card pays the rest; an order it pays entirely needs no card.
 */
export function StoreCreditSection({ available }: { available: string }) {
  const { control } = useFormContext<CheckoutFormInput>()
  return (
    <SectionCard id="checkout-store-credit-heading" title="Store Credit" icon={<Wallet />}>
      <Controller
        control={control}
        name="useStoreCredit"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox
              id="checkout-use-store-credit"
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={field.disabled}
              aria-describedby="checkout-store-credit-available"
            />
            <div className="grid gap-1">
              <Label htmlFor="checkout-use-store-credit">Use my store credit</Label>
              <p id="checkout-store-credit-available" className="text-sm text-muted-foreground">
                You have {formatMoney(available)} of store credit. It pays first; your card pays the
                rest.
              </p>
            </div>
          </div>
        )}
      />
    </SectionCard>
  )
}
