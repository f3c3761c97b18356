import { useQuery } from '@tanstack/react-query'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import type { Product } from '#contracts/catalog'
import * as catalogApi from '#contracts/catalog-api'
import { apiQuery } from '#web/lib/api-client'
import { FormField } from '../form-field'

/**
 * The 'Product' select of a staff form (a pick-your-own session, a harvest alert): the shop's
 * products, or those `offered` keeps, by name, holding the chosen product's id.
 */
export function ProductField<Values extends FieldValues & { productId?: unknown }>({
  form,
  offered,
}: {
  form: UseFormReturn<Values, unknown, unknown>
  offered?: (product: Product) => boolean
}) {
  const products = useQuery(apiQuery(catalogApi.listProducts))
  const options = (products.data ?? [])
    .filter((product) => offered?.(product) ?? true)
    .map((product) => ({ value: String(product.id), label: product.name }))
  return (
    <FormField
      form={form}
      name={'productId' as FieldPath<Values>}
      label="Product"
      kind="select"
      valueType="number"
      options={options}
      placeholder={products.isPending ? 'Loading products…' : 'Choose a product'}
      hint={products.isError ? 'The products could not be loaded; try again later.' : undefined}
    />
  )
}
