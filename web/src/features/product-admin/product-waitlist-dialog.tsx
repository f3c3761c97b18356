import { Hourglass } from 'lucide-react'
import type { Product } from '#contracts/catalog'
import { DialogHeading } from '#web/components/dialog-heading'
import { ProductWaitlist } from '#web/components/staff/product-waitlist'
import { Button } from '#web/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog'

/** A product card's Waitlist button and the dialog it opens (decision 0067). */
export function ProductWaitlistDialog({ product }: { product: Product }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Waitlist of ${product.name}`}
          className="w-fit"
        >
          <Hourglass aria-hidden="true" />
          Waitlist
        </Button>
      </DialogTrigger>
      <DialogContent size="lg">
        <DialogHeading
          title={`Waitlist: ${product.name}`}
          description="When stock comes back, the first customers whose quantity fits are e-mailed an offer that holds it for them."
        />
        <ProductWaitlist productId={product.id} />
      </DialogContent>
    </Dialog>
  )
}
