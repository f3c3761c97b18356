import type { StorefrontCategory } from '#contracts/catalog'

/**
 * Browser event that presets the Products list category and scrolls to the list (spec 1 §2):
 * `window.dispatchEvent(new CustomEvent('groveside:set-category', { detail: 'honey' }))`.
 */
export const SET_CATEGORY_EVENT = 'groveside:set-category'

export function requestCategory(category: StorefrontCategory) {
  window.dispatchEvent(
    new CustomEvent<StorefrontCategory>(SET_CATEGORY_EVENT, { detail: category }),
  )
}

/**
 * Router state of a link that opens the Products list at a category and scrolls to the list
 * (spec 1 §2: footer product links), e.g. `<Link to="/products?category=honey" state={…} />`.
 */
export const scrollToProductListState = { scrollToProductList: true } as const

export function wantsProductListScroll(state: unknown) {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>).scrollToProductList === true
  )
}
