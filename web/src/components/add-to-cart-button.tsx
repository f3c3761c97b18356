import { LoaderCircle, ShoppingBasket } from 'lucide-react'
import type { Product } from '#contracts/catalog'
import { useAddToCart } from '../lib/cart-changes'
import { isBuyable } from '../lib/product-availability'
import { Button, type ButtonProps } from './ui/button'

export type AddToCartProduct = Pick<Product, 'id' | 'inStock'> & {
  stockQuantity?: Product['stockQuantity']
}

/**
 * 'Add to Cart' for one product (spec 1 §2): adds `quantity` (one by default), disabled when the
 * product is out of stock or while the add is under way. Toasts come from useAddToCart. Focus
 * stays on it.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  className,
  size,
}: { product: AddToCartProduct; quantity?: number } & Pick<ButtonProps, 'className' | 'size'>) {
  const addToCart = useAddToCart()
  const adding = addToCart.isPending
  return (
    <Button
      type="button"
      size={size}
      className={className}
      disabled={!isBuyable(product)}
      // While adding it only looks and reads disabled: a disabled button would drop the
      // keyboard focus to the page, and the person would lose their place.
      aria-disabled={adding || undefined}
      aria-busy={adding || undefined}
      onClick={() => {
        if (!adding) addToCart.mutate({ productId: product.id, quantity })
      }}
    >
      {adding ? (
        <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <ShoppingBasket aria-hidden="true" />
      )}
      Add to Cart
    </Button>
  )
}
