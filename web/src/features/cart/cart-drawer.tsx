import { useEffect, useRef, type RefObject } from 'react'
import { Link } from 'react-router'
import { Minus, Plus, ShoppingBasket, Trash2 } from 'lucide-react'
import { storefrontPaths } from '#contracts/pages'
import { Button } from '#web/components/ui/button'
import {
  Sheet,
  SheetBody,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '#web/components/ui/sheet'
import { Spinner } from '#web/components/ui/spinner'
import { dismissToast } from '#web/components/ui/use-toast'
import { cartCount, MAX_LINE_QUANTITY, useCart, type CartItem } from '#web/lib/cart'
import { cartTotal, lineTotal } from '#web/lib/cart-totals'
import { useClearCart, useRemoveCartItem, useUpdateCartItem } from '#web/lib/cart-changes'
import { apiErrorMessage } from '#web/lib/api-request'
import { cn } from '#web/lib/cn'
import { formatMoney } from '#web/lib/format-money'
import { formatUnit } from '#web/lib/format-unit'
import { ProductThumbnail } from '#web/components/product-thumbnail'
import { OrderTotals } from '#web/components/order-totals'

/** Checkout is offered once its screen exists (the page registry, contracts/pages.ts, lists built screens). */
export const checkoutAvailable = (storefrontPaths as readonly string[]).includes('/checkout')

/** Small round icon buttons of a line; colours are added per button (cn does not merge). */
const iconButtonClass =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-45'

const clearButtonClass =
  'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-destructive transition-colors hover:bg-destructive/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55'

const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`

/** The cart drawer of spec 1 §2, opened from the header's cart button. */
export function CartDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Focus goes back here when the drawer closes (the header button). */
  returnFocusTo?: RefObject<HTMLElement | null>
}) {
  const cart = useCart()
  const items = cart.data ?? []
  const count = cartCount(items)
  const titleRef = useRef<HTMLHeadingElement>(null)

  // An 'Added to Cart' toast has done its job once the cart is open; it would cover the footer.
  useEffect(() => {
    if (open) dismissToast()
  }, [open])

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        data-testid="cart-drawer"
        // Radix would focus the first button, a line's Remove: one Enter would delete an item.
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          titleRef.current?.focus()
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current
          if (!target) return
          event.preventDefault()
          target.focus({ preventScroll: true }) // the button is in the sticky header: no scrolling
        }}
      >
        <SheetHeader>
          <SheetTitle ref={titleRef} tabIndex={-1} className="flex items-center gap-2">
            <ShoppingBasket className="size-5 text-primary" aria-hidden="true" />
            Shopping Cart
          </SheetTitle>
          <SheetDescription>{cart.isSuccess ? itemsText(count) : 'Your items'}</SheetDescription>
        </SheetHeader>

        {cart.isPending ? (
          <div className="flex flex-1 items-center justify-center">
            <Spinner label="Loading your cart" />
          </div>
        ) : cart.isError ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
            <p role="alert">{apiErrorMessage(cart.error)}</p>
            <Button variant="outline" onClick={() => void cart.refetch()}>
              Try Again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <EmptyCart />
        ) : (
          <FilledCart items={items} onNavigate={() => onOpenChange(false)} />
        )}
      </SheetContent>
    </Sheet>
  )
}

function EmptyCart() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-5 px-6 pb-10 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-muted text-primary">
        <ShoppingBasket className="size-9" aria-hidden="true" />
      </span>
      <p className="font-serif text-xl font-semibold">Your cart is empty</p>
      <SheetClose asChild>
        <Button variant="outline">Continue Shopping</Button>
      </SheetClose>
    </div>
  )
}

function FilledCart({ items, onNavigate }: { items: CartItem[]; onNavigate: () => void }) {
  const clearCart = useClearCart()
  const total = formatMoney(cartTotal(items))

  return (
    <>
      <SheetBody>
        <ul className="divide-y divide-border" aria-label="Cart items">
          {items.map((item) => (
            <CartLine key={item.id} item={item} disabled={clearCart.isPending} />
          ))}
        </ul>
        {items.length > 1 && (
          <div className="flex justify-end border-t border-border py-3">
            <button
              type="button"
              className={clearButtonClass}
              disabled={clearCart.isPending}
              onClick={() => clearCart.mutate()}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Clear Cart
            </button>
          </div>
        )}
      </SheetBody>

      <SheetFooter>
        <OrderTotals
          size="compact"
          rows={[
            { term: 'Subtotal', value: total, testId: 'cart-subtotal' },
            { term: 'Shipping', value: 'Calculated at checkout', valueClassName: '' },
          ]}
          total={total}
          totalTestId="cart-total"
        />
        <div className="mt-2 grid gap-2">
          {checkoutAvailable && (
            <Button asChild size="lg">
              <Link to="/checkout" onClick={onNavigate}>
                Checkout
              </Link>
            </Button>
          )}
          <SheetClose asChild>
            <Button variant="outline" size={checkoutAvailable ? 'default' : 'lg'}>
              Continue Shopping
            </Button>
          </SheetClose>
        </div>
      </SheetFooter>
    </>
  )
}

function CartLine({ item, disabled }: { item: CartItem; disabled: boolean }) {
  const update = useUpdateCartItem()
  const remove = useRemoveCartItem()
  const busy = disabled || update.isPending || remove.isPending
  const { product, quantity } = item
  const unit = formatUnit(product.unit)
  const setQuantity = (next: number) => update.mutate({ id: item.id, quantity: next })

  return (
    <li className="flex gap-4 py-4" data-testid="cart-line" aria-busy={busy || undefined}>
      <ProductThumbnail
        src={product.imageUrl}
        size={72}
        className="size-18 shrink-0 rounded-xl border border-border bg-muted object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-medium leading-snug">{product.name}</h3>
          <button
            type="button"
            className={cn(
              iconButtonClass,
              '-mt-1.5 -mr-1.5 text-muted-foreground hover:text-destructive',
            )}
            aria-label={`Remove ${product.name} from cart`}
            disabled={busy}
            onClick={() => remove.mutate(item.id)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
        <p className="text-sm text-muted-foreground">
          {formatMoney(product.price)}
          {unit && ` ${unit}`}
        </p>
        {!product.inStock && <p className="text-sm font-medium text-destructive">Out of Stock</p>}
        <div className="mt-1 flex items-center justify-between gap-3">
          <div
            role="group"
            aria-label={`Quantity of ${product.name}`}
            className="inline-flex items-center rounded-full border border-input bg-card"
          >
            <button
              type="button"
              className={cn(iconButtonClass, 'text-foreground hover:text-primary')}
              aria-label={`Decrease quantity of ${product.name}`}
              disabled={busy}
              onClick={() => setQuantity(quantity - 1)}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <span
              className="min-w-8 text-center text-sm font-semibold tabular-nums"
              data-testid="cart-line-quantity"
              aria-live="polite"
            >
              {quantity}
            </span>
            <button
              type="button"
              className={cn(iconButtonClass, 'text-foreground hover:text-primary')}
              aria-label={`Increase quantity of ${product.name}`}
              disabled={busy || quantity >= MAX_LINE_QUANTITY || !product.inStock}
              onClick={() => setQuantity(quantity + 1)}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          <p className="font-semibold tabular-nums" data-testid="cart-line-total">
            <span className="sr-only">Line total </span>
            {formatMoney(lineTotal(item))}
          </p>
        </div>
      </div>
    </li>
  )
}
