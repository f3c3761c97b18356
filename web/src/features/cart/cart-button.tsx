import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { ShoppingBasket } from 'lucide-react'
import { cartCount, useCart } from '#web/lib/cart'
import { onCartDrawerRequest } from '#web/lib/cart-drawer-request'

/** The header's count: the cart query of lib/cart.ts (`cartQueryKey`, refetched on focus). */
function useCartCount() {
  return cartCount(useCart().data ?? [])
}

// The drawer (Radix Dialog, list, totals) loads on the first open, keeping it out of the first
// screen's JavaScript; pointing at or focusing the button starts the download early.
const loadDrawer = () => import('./cart-drawer')
const CartDrawer = lazy(async () => ({ default: (await loadDrawer()).CartDrawer }))

/** Spoken name of the header button, e.g. 'Cart, 3 items'. */
export function cartButtonLabel(count: number) {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`
}

/** The header's cart button with its item-count badge (spec 1 §2); opens the cart drawer. */
export function CartButton() {
  const count = useCartCount()
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const openDrawer = useCallback(() => {
    setMounted(true)
    setOpen(true)
  }, [])

  // e.g. the 'View cart' action of the 'Added to Cart' toast.
  useEffect(() => onCartDrawerRequest(openDrawer), [openDrawer])

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={cartButtonLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={openDrawer}
        className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ShoppingBasket className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            data-testid="cart-count"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-mango px-1 text-[0.6875rem] leading-none font-bold text-mango-foreground shadow-sm ring-2 ring-background"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <CartDrawer open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  )
}
