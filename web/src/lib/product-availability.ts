/**
 * A product can be bought when the staff switch is on and a counted stock is not used up (the
 * server checks the same in server/domains/catalog/stock.ts when it reserves).
 */
export function isBuyable(product: { inStock: boolean; stockQuantity?: number | null }) {
  return product.inStock && product.stockQuantity !== 0
}
