import type { UseFormReturn } from 'react-hook-form'
import {
  harvestAlertLimits,
  harvestAlertTypeLabels,
  harvestAlertTypes,
  isHarvestAlertCategory,
  type HarvestAlertInput,
  type HarvestAlertValues,
} from '#contracts/harvest-alerts'
import { FormField } from '#web/components/form-field'
import { ProductField } from '#web/components/staff/product-field'
import { FarmDateTimeField } from './farm-date-time-field'

type HarvestAlertForm = UseFormReturn<HarvestAlertInput, unknown, HarvestAlertValues>

const typeOptions = harvestAlertTypes.map((type) => ({
  value: type,
  label: harvestAlertTypeLabels[type],
}))

/**
 * The add/edit form of a harvest alert (spec 3 §5): product (the shop's fresh and honey products),
 * alert type, title, message, alert date and an optional expiry date on the farm's clock, and
 * whether customers see it.
 */
export function HarvestAlertFields({
  form,
  timeZone,
}: {
  form: HarvestAlertForm
  timeZone: string
}) {
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <ProductField form={form} offered={(product) => isHarvestAlertCategory(product.category)} />
        <FormField
          form={form}
          name="alertType"
          label="Alert type"
          kind="select"
          options={typeOptions}
        />
      </div>
      <FormField form={form} name="title" label="Title" />
      <FormField
        form={form}
        name="message"
        label="Message"
        kind="textarea"
        rows={4}
        hint={`What subscribers read in the e-mail and visitors on the page (at most ${harvestAlertLimits.message} characters).`}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FarmDateTimeField
          form={form}
          name="alertDate"
          label="Alert date"
          timeZone={timeZone}
          hint="Shown and e-mailed from then on (farm time)."
        />
        <FarmDateTimeField
          form={form}
          name="expiryDate"
          label="Expiry date (optional)"
          timeZone={timeZone}
          optional
          hint="Leaves the page by itself then; empty keeps it up."
        />
      </div>
      <FormField
        form={form}
        name="active"
        label="Visible to customers"
        kind="switch"
        hint="When it is visible and its alert date has come, subscribers get one e-mail."
      />
    </>
  )
}
