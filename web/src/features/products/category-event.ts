import type { StorefrontCategory } from '../../../../contracts/catalog'

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
