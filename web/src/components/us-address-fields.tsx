import { get, useFormContext, type FieldError } from 'react-hook-form'
import { usStateCodes } from '#contracts/us-states'
import { Input } from './ui/input'
import { controlProps, LabelledField } from './labelled-field'

const selectClass =
  'flex h-10 w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs sm:text-sm focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-destructive'

/**
 * A US street address (street, city, state, ZIP) inside the form of a FormProvider, at
 * `name` (`shippingAddress`, `deliveryAddress`), with the browser's address autofill.
 */
export function UsAddressFields({ formId, name }: { formId: string; name: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext()
  const message = (part: string): string | undefined =>
    (get(errors, `${name}.${part}`) as FieldError | undefined)?.message
  const field = (part: string) => ({
    formId,
    name: `${name}.${part}`,
    error: message(part),
  })
  const control = (part: string) => ({
    ...controlProps(formId, `${name}.${part}`, message(part)),
    ...register(`${name}.${part}`),
  })
  return (
    <div className="grid grid-cols-2 gap-5 sm:grid-cols-6">
      <LabelledField
        {...field('street')}
        label="Street Address"
        className="col-span-2 grid content-start gap-2 sm:col-span-6"
      >
        <Input autoComplete="street-address" {...control('street')} />
      </LabelledField>
      <LabelledField
        {...field('city')}
        label="City"
        className="col-span-2 grid content-start gap-2 sm:col-span-2"
      >
        <Input autoComplete="address-level2" {...control('city')} />
      </LabelledField>
      <LabelledField
        {...field('state')}
        label="State"
        className="grid content-start gap-2 sm:col-span-2"
      >
        {/* A native select: browsers autofill it, and phones show their own picker. A third of
            the row, so 'State is required' fits under it. */}
        <select autoComplete="address-level1" className={selectClass} {...control('state')}>
          <option value="">Select</option>
          {usStateCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </LabelledField>
      <LabelledField
        {...field('zipCode')}
        label="ZIP Code"
        className="grid content-start gap-2 sm:col-span-2"
      >
        <Input inputMode="numeric" autoComplete="postal-code" {...control('zipCode')} />
      </LabelledField>
    </div>
  )
}
