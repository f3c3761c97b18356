import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { Spinner } from '#web/components/ui/spinner'
import { apiErrorMessage } from '#web/lib/api-request'
import type { useStandProducts } from './farm-stand-api'
import type { PortalCartItem } from './portal-cart'
import { PortalProductRow } from './portal-product-row'

/** The stand's products, each with its Add button. */
export function PortalProductList({
  products,
  cart,
  onAdd,
}: {
  products: ReturnType<typeof useStandProducts>
  cart: readonly PortalCartItem[]
  onAdd: (productId: number) => void
}) {
  return (
    <section
      aria-labelledby="portal-products-heading"
      className="min-w-0 lg:col-start-1 lg:row-start-1"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="portal-products-heading" className="font-serif text-2xl font-semibold">
          Products
        </h2>
        {products.data && (
          <p className="text-sm text-muted-foreground">{products.data.length} at the stand</p>
        )}
      </div>
      {products.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" label="Loading products" />
        </div>
      ) : products.isError ? (
        <div className="mt-4 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-input bg-card px-6 py-10 text-center">
          <p role="alert">We couldn’t load the products: {apiErrorMessage(products.error)}</p>
          <Button variant="outline" onClick={() => void products.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <Card className="mt-4 overflow-hidden">
          <ul className="divide-y divide-border/70">
            {products.data.map((product) => (
              <PortalProductRow
                key={product.id}
                product={product}
                quantity={cart.find((item) => item.productId === product.id)?.quantity ?? 0}
                onAdd={() => onAdd(product.id)}
              />
            ))}
          </ul>
        </Card>
      )}
    </section>
  )
}
