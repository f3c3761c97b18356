import { Controller, useFormContext } from 'react-hook-form'
import type { UseQueryResult } from '@tanstack/react-query'
import { MapPin, RotateCcw } from 'lucide-react'
import { markBeforeHarvest, type PickupWindowChoice } from '#contracts/pickup-locations'
import { PickupWindowPicker } from '#web/components/pickup-window-picker'
import { SectionCard } from '#web/components/section-card'
import { Button } from '#web/components/ui/button'
import { useFarmSettings } from '#web/hooks/use-farm-settings'
import type { CheckoutFormInput } from './checkout-form'

type PickupChoices = Pick<
  UseQueryResult<{ choices: PickupWindowChoice[] }>,
  'data' | 'isError' | 'isFetching' | 'refetch'
>

/**
 * Shown instead of the address for Farm Pickup (decision 0016): the order needs only name, e-mail
 * and phone, and once the farm has pickup windows, the one the buyer collects it in (issue 26),
 * from the cart's harvest day on (`readyOn`).
 */
export function PickupSection({
  pickupChoices,
  readyOn,
}: {
  pickupChoices: PickupChoices
  readyOn: string | null
}) {
  const address = useFarmSettings()?.display.addressLines.join('\n')
  const choices = markBeforeHarvest(pickupChoices.data?.choices ?? [], readyOn)
  return (
    <SectionCard id="checkout-pickup-heading" title="Farm Pickup" icon={<MapPin />}>
      {choices.length > 0 ? (
        <div className="grid gap-4 text-sm">
          <p>
            No shipping address needed: choose when you will collect your order, and we will e-mail
            you when it is packed and waiting.
          </p>
          <PickupTimeField choices={choices} />
          {choices.every((choice) => choice.state !== 'open') && (
            <p className="font-medium">
              Every pickup window of the next days is full or closed: please choose another shipping
              method, or call the farm.
            </p>
          )}
        </div>
      ) : (
        <div className="grid gap-2 text-sm">
          <p>
            No shipping address needed: we will e-mail you when your order is packed and waiting at
            the farm stand.
          </p>
          {address && <p className="whitespace-pre-line text-muted-foreground">{address}</p>}
          {pickupChoices.isError && (
            <div role="alert" className="mt-2 flex flex-wrap items-center gap-3">
              <p className="font-medium">The pickup times could not be loaded.</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={pickupChoices.isFetching}
                onClick={() => void pickupChoices.refetch()}
              >
                <RotateCcw aria-hidden="true" />
                Try again
              </Button>
            </div>
          )}
        </div>
      )}
    </SectionCard>
  )
}

function PickupTimeField({ choices }: { choices: readonly PickupWindowChoice[] }) {
  const { control } = useFormContext<CheckoutFormInput>()
  return (
    <Controller
      control={control}
      name="pickupWindow"
      render={({ field, fieldState }) => (
        <div
          // A refused submit focuses the chosen window, or the first that can be chosen.
          ref={(element) =>
            field.ref(
              element && {
                focus: () =>
                  (
                    element.querySelector<HTMLInputElement>('input:checked') ??
                    element.querySelector<HTMLInputElement>('input:enabled')
                  )?.focus(),
              },
            )
          }
        >
          <PickupWindowPicker
            legend="Pickup time"
            choices={choices}
            value={field.value ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        </div>
      )}
    />
  )
}
