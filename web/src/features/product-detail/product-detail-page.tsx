import { useId, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import {
  ArrowLeft,
  CircleCheck,
  CircleX,
  Droplets,
  Scissors,
  Shovel,
  Snowflake,
  ShoppingBasket,
  Sprout,
  Sun,
  Leaf,
  FlaskConical,
} from 'lucide-react'
import type { Product } from '#contracts/catalog'
import { AddToCartButton } from '#web/components/add-to-cart-button'
import { cartLineLimit } from '#web/lib/cart'
import { isBuyable } from '#web/lib/product-availability'
import { ShareWidget } from '#web/components/share-widget'
import { Badge } from '#web/components/ui/badge'
import { NoticePanel } from '#web/components/notice-panel'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { Skeleton } from '#web/components/ui/skeleton'
import { parseApiError } from '#web/lib/api-request'
import { cn } from '#web/lib/cn'
import { formatMoney } from '#web/lib/format-money'
import { formatUnit } from '#web/lib/format-unit'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { BackInStockForm } from './back-in-stock-form'
import { ProductWaitlistForm } from './product-waitlist-form'
import { ProductWaitlistPanel } from './product-waitlist-panel'
import { useQueryClient } from '@tanstack/react-query'
import { waitlistSearchParam } from '#contracts/waitlists'
import { useSearchParam } from '#web/lib/use-search-param'
import { HarvestNote } from './harvest-note'
import { ShipsToNote } from './ships-to-note'
import { growingGuideFor, type GrowingGuide } from './growing-guide'
import { clampQuantity, QuantityPicker } from './quantity-picker'
import { ReviewsSection } from './reviews-section'
import { productDetailQuery, useProductDetail } from './use-product-detail'
import { FarmImage } from '#web/components/farm-image'

/** Spec 1 §2: the detail page's longer category names. */
const detailCategoryLabels: Record<string, string> = {
  fresh: 'Fresh Produce',
  plants: 'Plants & Trees',
  honey: 'Honey Products',
}
const categoryBadgeVariant: Record<string, 'mango' | 'secondary' | 'honey'> = {
  fresh: 'mango',
  plants: 'secondary',
  honey: 'honey',
}

export function categoryLabel(category: string) {
  return detailCategoryLabels[category] ?? category.charAt(0).toUpperCase() + category.slice(1)
}

/** The :id of /products/:id when it is a product id (digits only), otherwise null. */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null
  const id = Number(raw)
  return id >= 1 && id <= 2_147_483_647 ? id : null
}

export function ProductDetailPage() {
  const params = useParams()
  const id = parseProductId(params.id)
  const productQuery = useProductDetail(id)
  const product = productQuery.data
  const notFound = id === null || (productQuery.isError && !product)

  usePageMeta({
    title: product?.name ?? (notFound ? 'Product Not Found' : 'Product'),
    description: product?.description ?? undefined,
  })

  if (notFound) {
    return <ProductNotFound message={id === null ? null : notFoundMessage(productQuery.error)} />
  }
  if (!product) return <ProductDetailSkeleton />

  return (
    <>
      <ProductOverview key={product.id} product={product} />
      {product.category === 'plants' && <GrowingInformation guide={growingGuideFor(product)} />}
      <ReviewsSection productId={product.id} productName={product.name} />
    </>
  )
}

/** A 404 needs no more words than the page's; other failures say what went wrong. */
function notFoundMessage(error: unknown): string | null {
  const parsed = parseApiError(error)
  return parsed.status === 404 ? null : parsed.message
}

function ProductOverview({ product }: { product: Product }) {
  const unit = formatUnit(product.unit)
  const available = isBuyable(product)
  const limit = cartLineLimit(product)
  const [chosen, setChosen] = useState(1)
  // The stock may have dropped since it was chosen (the product is fetched again).
  const quantity = clampQuantity(chosen, limit)
  const stockNoteId = useId()
  const stockNote = available && product.stockQuantity !== null
  // A waitlist place opened from its e-mailed link, or just joined (decision 0067).
  const [waitlistToken, setWaitlistToken] = useSearchParam(waitlistSearchParam)
  const queryClient = useQueryClient()
  return (
    <section aria-labelledby="product-name" className="page-column pt-6 pb-10 sm:pt-8">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
          <li>
            <Link
              to="/products"
              className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              Products
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="truncate">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <div className="relative overflow-hidden rounded-2xl border border-border/70 bg-muted shadow-soft">
          <FarmImage
            src={product.imageUrl}
            sizes="(min-width: 1024px) 36rem, 100vw"
            alt={product.name}
            width={800}
            height={600}
            fetchPriority="high"
            decoding="async"
            className={cn('aspect-[4/3] size-full object-cover', !available && 'grayscale-[35%]')}
          />
        </div>

        <div className="flex flex-col gap-5">
          <Badge
            variant={categoryBadgeVariant[product.category] ?? 'outline'}
            className="px-3 py-1 text-sm"
          >
            {categoryLabel(product.category)}
          </Badge>
          <h1 id="product-name" className="font-serif text-3xl leading-tight font-bold sm:text-4xl">
            {product.name}
          </h1>
          <p className="flex items-baseline gap-2">
            <span className="text-3xl font-semibold text-primary" data-testid="product-price">
              {formatMoney(product.price)}
            </span>
            {unit && <span className="text-base text-muted-foreground">{unit}</span>}
          </p>
          <p
            data-testid="stock-status"
            className={cn(
              'flex items-center gap-2 text-sm font-semibold',
              available ? 'text-primary' : 'text-destructive',
            )}
          >
            {available ? (
              <CircleCheck className="size-5" aria-hidden="true" />
            ) : (
              <CircleX className="size-5" aria-hidden="true" />
            )}
            {available ? 'In Stock' : 'Out of Stock'}
          </p>
          {product.description && (
            <p className="text-lg leading-relaxed text-muted-foreground">{product.description}</p>
          )}
          {available && <HarvestNote product={product} />}
          <ShipsToNote product={product} />
          <div className="grid gap-2 pt-1">
            <div className="flex flex-wrap items-end gap-4">
              {available && (
                <QuantityPicker
                  value={quantity}
                  max={limit}
                  onChange={setChosen}
                  describedBy={stockNote ? stockNoteId : undefined}
                />
              )}
              <AddToCartButton
                product={product}
                quantity={quantity}
                size="lg"
                className="w-full sm:w-auto"
              />
            </div>
            {stockNote && (
              <p id={stockNoteId} className="text-sm text-muted-foreground">
                {product.stockQuantity} left in stock
              </p>
            )}
          </div>
          {waitlistToken && (
            <ProductWaitlistPanel
              token={waitlistToken}
              onClose={() => setWaitlistToken(null)}
              onChanged={() =>
                void queryClient.invalidateQueries({
                  queryKey: productDetailQuery(product.id).queryKey,
                })
              }
            />
          )}
          {!available &&
            !waitlistToken &&
            (product.stockQuantity === null ? (
              <BackInStockForm productId={product.id} />
            ) : (
              <ProductWaitlistForm productId={product.id} onJoined={setWaitlistToken} />
            ))}
          <ShareWidget path={`/products/${product.id}`} title={product.name} />
        </div>
      </div>
    </section>
  )
}

const tipIcons: Record<GrowingGuide['tips'][number]['topic'], typeof Sun> = {
  Sun,
  Planting: Shovel,
  Water: Droplets,
  Feeding: FlaskConical,
  Pruning: Scissors,
  Harvest: ShoppingBasket,
  Cold: Snowflake,
  Mulch: Leaf,
}

function GrowingInformation({ guide }: { guide: GrowingGuide }) {
  return (
    <section aria-labelledby="growing-information-heading" className="page-column pb-4">
      <div className="rounded-2xl border border-primary/20 bg-primary-soft p-6 sm:p-8">
        <div className="flex items-start gap-3">
          <span className="rounded-full bg-primary p-2.5 text-primary-foreground">
            <Sprout className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="growing-information-heading" className="font-serif text-2xl font-semibold">
              Growing Information
            </h2>
            <p className="mt-1 max-w-3xl text-foreground">{guide.intro}</p>
          </div>
        </div>
        <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
          {guide.tips.map((tip) => {
            const Icon = tipIcons[tip.topic]
            return (
              <div key={tip.topic}>
                <dt className="flex items-center gap-2 font-semibold text-foreground">
                  <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  {tip.topic}
                </dt>
                <dd className="mt-1 pl-7 text-sm leading-relaxed text-foreground/85">{tip.text}</dd>
              </div>
            )
          })}
        </dl>
      </div>
    </section>
  )
}

function ProductNotFound({ message }: { message: string | null }) {
  const navigate = useNavigate()
  const location = useLocation()
  // With no earlier page in this tab (the detail page was opened directly), go to the products.
  const goBack = () => (location.key === 'default' ? navigate('/products') : navigate(-1))

  return (
    <NoticePanel
      size="lg"
      tone="mango"
      icon={<Sprout className="size-10" aria-hidden="true" />}
      title="Product Not Found"
    >
      <p className="mt-4 max-w-md text-lg text-muted-foreground">
        We couldn’t find this product. It may have sold out for the season or moved to another row
        of the shop.
      </p>
      {message && <p className="mt-2 max-w-md text-sm text-muted-foreground">{message}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => void goBack()}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/products">Browse Products</Link>
        </Button>
      </div>
    </NoticePanel>
  )
}

function ProductDetailSkeleton() {
  return (
    <section aria-busy="true" className="page-column pt-6 pb-10 sm:pt-8">
      <span role="status" className="sr-only">
        Loading product
      </span>
      <Skeleton className="mb-6 h-4 w-40" />
      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <Skeleton className="aspect-[4/3] rounded-2xl" />
        <Card className="gap-4 border-none bg-transparent shadow-none">
          <Skeleton className="h-6 w-28 rounded-full" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-10 w-40 rounded-full" />
        </Card>
      </div>
    </section>
  )
}
