import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { FormField } from '../form-field'

/**
 * The 'Category' select of a staff form (products, recipes, posts, photos, plants, the seasonal
 * calendar): one option a category of the contract's list, named by `labels` or as it is stored.
 */
export function CategoryField<Values extends FieldValues & { category?: unknown }>({
  form,
  categories,
  labels,
  placeholder,
}: {
  form: UseFormReturn<Values, unknown, unknown>
  categories: readonly string[]
  labels?: Readonly<Record<string, string>>
  placeholder?: string
}) {
  return (
    <FormField
      form={form}
      name={'category' as FieldPath<Values>}
      label="Category"
      kind="select"
      options={categories.map((value) => ({ value, label: labels?.[value] ?? value }))}
      placeholder={placeholder}
    />
  )
}
