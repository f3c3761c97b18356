import { useLocation, useNavigate } from 'react-router'
import { ShoppingBasket } from 'lucide-react'
import { Button } from '#web/components/ui/button'
import { CheckoutFrame } from './checkout-frame'

export function CheckoutEmptyCart() {
  const navigate = useNavigate()
  const location = useLocation()
  // 'Continue Shopping' goes back; opened directly (no history in the app), it opens the shop.
  const goBack = () => void (location.key === 'default' ? navigate('/products') : navigate(-1))
  return (
    <CheckoutFrame>
      <div className="page-column flex flex-col items-center gap-5 py-16 text-center">
        <span className="flex size-20 items-center justify-center rounded-full bg-muted text-primary">
          <ShoppingBasket className="size-9" aria-hidden="true" />
        </span>
        <h2 className="font-serif text-2xl font-semibold">Your cart is empty</h2>
        <Button variant="outline" size="lg" onClick={goBack}>
          Continue Shopping
        </Button>
      </div>
    </CheckoutFrame>
  )
}
