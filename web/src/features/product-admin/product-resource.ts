import type { Product, ProductInput } from '#contracts/catalog'
import { products } from '#contracts/catalog-api'
import { harvestScheduleDefaults } from '#contracts/harvest-days'
import { recordFormValues } from '#web/lib/record-form-values'
import { defineStaffResource, failureToasts, successToasts } from '#web/lib/staff-resource'

/**
 * Product Manager (spec 3 §2, §7, §8): staff read the public list (it holds out-of-stock products
 * too) and write at /api/products, so every change refreshes the storefront's list.
 */
export const productsResource = defineStaffResource<Product>({
  endpoints: products,
  messages: {
    ...successToasts(({ Past }) => `Product ${Past}`),
    ...failureToasts(({ verb, Verb }) => ({
      title: `${Verb} Failed`,
      fallback: `Failed to ${verb} product`,
    })),
  },
})

/** The blank form; the category has no default so staff choose one. */
export const blankProduct = {
  name: '',
  category: '' as ProductInput['category'],
  price: '',
  unit: '',
  description: '',
  stockQuantity: null,
  imageUrl: '',
  inStock: true,
  featured: false,
  perishable: false,
  ...harvestScheduleDefaults,
  harvestDays: [],
  shipsTo: { rule: 'anywhere', states: [], reason: '' },
  taxClass: 'exempt_food',
} satisfies ProductInput

/** A stored product as the form edits it. */
export function productFormValues(product: Product): ProductInput {
  return recordFormValues<ProductInput, 'category' | 'shipsTo'>(blankProduct, product, {
    category: product.category as ProductInput['category'],
    shipsTo: { ...product.shipsTo, reason: product.shipsTo.reason ?? '' },
  })
}
