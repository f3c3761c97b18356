import type { Product, StorefrontCategory } from '#contracts/catalog'
import { isStorefrontCategory } from './categories'

export type CategoryFilter = StorefrontCategory | 'all'

/** Reads `?category=`; anything but fresh, plants or honey means all products. */
export function parseCategory(value: string | null | undefined): CategoryFilter {
  const normalized = value?.trim().toLowerCase()
  return isStorefrontCategory(normalized) ? normalized : 'all'
}

/** Search matches the name or the description, case-insensitively (spec 1 §5). */
export function matchesSearch(product: Pick<Product, 'name' | 'description'>, search: string) {
  const needle = search.trim().toLocaleLowerCase()
  if (!needle) return true
  return (
    product.name.toLocaleLowerCase().includes(needle) ||
    (product.description ?? '').toLocaleLowerCase().includes(needle)
  )
}

export function filterProducts<T extends Pick<Product, 'name' | 'description' | 'category'>>(
  products: readonly T[],
  { search, category }: { search: string; category: CategoryFilter },
): T[] {
  return products.filter(
    (product) =>
      (category === 'all' || product.category === category) && matchesSearch(product, search),
  )
}

/** How many products each category holds (for the sidebar), plus the total. */
export function countByCategory(
  products: readonly Pick<Product, 'category'>[],
): Record<CategoryFilter, number> {
  const counts: Record<CategoryFilter, number> = {
    all: products.length,
    fresh: 0,
    plants: 0,
    honey: 0,
  }
  for (const product of products) {
    if (isStorefrontCategory(product.category)) counts[product.category] += 1
  }
  return counts
}
