import type { Product } from '#contracts/catalog'
import { harvestScheduleDefaults } from '#contracts/harvest-days'
import { shipsAnywhere } from '#contracts/plant-shipping'

/** A product as GET /api/products answers it: a plain in-stock item unless overridden. */
export function productFixture(
  overrides: Partial<Product> & Pick<Product, 'id' | 'name' | 'category'>,
): Product {
  return {
    description: null,
    price: '10.00',
    unit: null,
    imageUrl: null,
    inStock: true,
    featured: false,
    perishable: false,
    stockQuantity: null,
    ...harvestScheduleDefaults,
    shipsTo: shipsAnywhere,
    taxClass: 'exempt_food',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}
