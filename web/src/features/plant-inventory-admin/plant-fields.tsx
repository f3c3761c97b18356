import type { UseFormReturn } from 'react-hook-form'
import {
  plantCategories,
  plantCategoryLabels,
  type PlantInput,
  type PlantValues,
} from '#contracts/plant-inventory'
import { FormField } from '#web/components/form-field'
import { CategoryField } from '#web/components/staff/category-field'
import { ImageField } from '#web/components/staff/image-field'
import { plantUploadToasts } from './plant-resource'

/** The add/edit form of a plant (spec 3 §3, §5): every stored field. */
export function PlantFields({ form }: { form: UseFormReturn<PlantInput, unknown, PlantValues> }) {
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <CategoryField form={form} categories={plantCategories} labels={plantCategoryLabels} />
        <FormField form={form} name="variety" label="Variety" placeholder="Glenn" />
        <FormField form={form} name="size" label="Size" placeholder="3-gallon" />
        <FormField form={form} name="rootstock" label="Rootstock" placeholder="Turpentine" />
        <FormField form={form} name="price" label="Price" kind="amount" />
        <FormField
          form={form}
          name="quantityAvailable"
          label="Quantity available"
          kind="integer"
          hint="0 shows the plant as Out of Stock."
        />
        <FormField
          form={form}
          name="minOrderQuantity"
          label="Minimum order"
          kind="integer"
          hint="Shown to visitors when over 1."
        />
        <FormField
          form={form}
          name="maxOrderQuantity"
          label="Maximum order (optional)"
          kind="integer"
          hint="Blank for no limit."
        />
      </div>
      <FormField
        form={form}
        name="isAvailable"
        label="Available"
        kind="switch"
        hint="Off shows the plant as Out of Stock, whatever the quantity."
      />
      <FormField
        form={form}
        name="seasonalAvailability"
        label="Seasonal availability"
        placeholder="October to March"
      />
      <FormField form={form} name="description" label="Description" kind="textarea" rows={3} />
      <ImageField form={form} name="imageUrl" purpose="plant" toasts={plantUploadToasts} />
      <FormField
        form={form}
        name="plantingInstructions"
        label="Planting instructions"
        kind="textarea"
        rows={3}
      />
      <FormField
        form={form}
        name="careInstructions"
        label="Care instructions"
        kind="textarea"
        rows={3}
      />
      <FormField
        form={form}
        name="harvestInfo"
        label="Harvest information"
        kind="textarea"
        rows={2}
      />
      <FormField
        form={form}
        name="tags"
        label="Tags"
        kind="list"
        separator="comma"
        placeholder="grafted, beginner-friendly"
        hint="Separate tags with commas."
      />
    </>
  )
}
