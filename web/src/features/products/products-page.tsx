import { useMemo } from 'react'
import { Link } from 'react-router'
import { PackageSearch, ShieldCheck, Truck, X } from 'lucide-react'
import { EyebrowHero } from '#web/components/eyebrow-hero'
import { EmptyState, QueryState } from '#web/components/query-state'
import { MutedBandSection } from '#web/components/muted-band-section'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { cn } from '#web/lib/cn'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { freeShippingPromise, useShippingTerms } from '#web/lib/shipping-terms'
import { useSiteText } from '#web/hooks/use-site-text'
import { categoryLabels, storefrontCategoryList } from './categories'
import { CategoryTile } from './category-tile'
import { countByCategory, filterProducts, type CategoryFilter } from './filter-products'
import { ProductCard } from './product-card'
import { ProductGridSkeleton } from './product-grid-skeleton'
import { useListFilters } from './use-list-filters'
import { useProducts } from './use-products'
import { useProductListScroll } from './use-product-list-scroll'
import { SearchField } from '#web/components/search-field'

/** Cards in the first row load their images at once; the rest lazily. */
const EAGER_IMAGES = 3

const filterOptions: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...storefrontCategoryList.map((value) => ({ value, label: categoryLabels[value] })),
]

export function ProductsPage() {
  const { text, image } = useSiteText()
  usePageMeta()
  const freeShipping = freeShippingPromise(useShippingTerms().data)

  const { search, category, setSearch, setCategory, clearFilters } = useListFilters()
  const productsQuery = useProducts()
  const products = productsQuery.data
  const counts = useMemo(() => countByCategory(products ?? []), [products])
  const visible = useMemo(
    () => filterProducts(products ?? [], { search, category }),
    [products, search, category],
  )

  const { resultsHeadingRef, categoryRowRef, presetCategory } = useProductListScroll({
    category,
    search,
    setCategory,
  })

  const heading = category === 'all' ? 'All Products' : categoryLabels[category]

  return (
    <>
      <EyebrowHero title={text('products_header_title')} lead={text('products_header_subtitle')}>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-foreground">
          <li className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            100% satisfaction guarantee
          </li>
          {freeShipping && (
            <li className="flex items-center gap-2" data-testid="free-shipping-line">
              <Truck className="size-5 text-primary" aria-hidden="true" />
              {freeShipping.headline}
            </li>
          )}
        </ul>
      </EyebrowHero>

      <section aria-labelledby="product-results-heading" className="page-column py-10">
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
          <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
            <SearchField
              label="Search products"
              value={search}
              onChange={setSearch}
              placeholder="Mangos, honey, trees…"
            />

            <h2
              id="category-filter-heading"
              className="mt-6 mb-3 font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase"
            >
              Categories
            </h2>
            <div
              ref={categoryRowRef}
              role="group"
              aria-labelledby="category-filter-heading"
              className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0"
            >
              {filterOptions.map((option) => {
                const selected = option.value === category
                return (
                  <button
                    key={option.value}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => setCategory(option.value)}
                    className={cn(
                      'flex shrink-0 items-center justify-between gap-3 rounded-full border px-4 py-2 text-sm font-medium transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      'lg:rounded-lg lg:border-transparent lg:px-3',
                      selected
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-input bg-card text-foreground hover:bg-primary-soft lg:bg-transparent',
                    )}
                  >
                    <span>{option.label}</span>{' '}
                    <span
                      className={cn(
                        'min-w-7 rounded-full px-2 py-0.5 text-center text-xs font-semibold tabular-nums',
                        selected ? 'bg-primary-foreground/20' : 'bg-muted text-muted-foreground',
                      )}
                    >
                      {products ? (
                        <>
                          {counts[option.value]} <span className="sr-only">products</span>
                        </>
                      ) : (
                        <span aria-hidden="true">–</span>
                      )}
                    </span>
                  </button>
                )
              })}
            </div>
          </div>

          <div className="min-w-0">
            <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2
                id="product-results-heading"
                ref={resultsHeadingRef}
                tabIndex={-1}
                className="font-serif text-2xl font-semibold focus:outline-none"
              >
                {heading}
              </h2>
              <p role="status" className="text-sm text-muted-foreground">
                {products
                  ? `${visible.length} products found`
                  : productsQuery.isPending
                    ? 'Loading products…'
                    : ''}
              </p>
            </div>

            <QueryState
              query={productsQuery}
              loading="Loading products…"
              loadingView={<ProductGridSkeleton />}
              what="the products"
              headingLevel="h3"
              isEmpty={() => visible.length === 0}
              empty={
                <EmptyState
                  headingLevel="h3"
                  icon={<PackageSearch className="size-10 text-primary" aria-hidden="true" />}
                  title="No products found"
                  description="Nothing matches your search in this category. Try another word or show everything."
                  action={
                    <Button variant="outline" onClick={clearFilters}>
                      <X aria-hidden="true" />
                      Clear Filters
                    </Button>
                  }
                />
              }
            >
              {() => (
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {visible.map((product, index) => (
                    <li key={product.id}>
                      <ProductCard product={product} eager={index < EAGER_IMAGES} />
                    </li>
                  ))}
                </ul>
              )}
            </QueryState>
          </div>
        </div>
      </section>

      <MutedBandSection
        headingId="shop-by-category-heading"
        title={text('shop_by_category_title') || 'Shop by Category'}
      >
        {text('shop_by_category_subtitle') && (
          <p className="mt-2 max-w-2xl text-muted-foreground">
            {text('shop_by_category_subtitle')}
          </p>
        )}
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {storefrontCategoryList.map((value) => (
            <li key={value}>
              <CategoryTile
                category={value}
                title={text(`category_${value}_title`) || categoryLabels[value]}
                description={text(`category_${value}_description`)}
                imageUrl={image(`category_${value}_image`)}
                count={products ? counts[value] : null}
                selected={category === value}
                onSelect={presetCategory}
              />
            </li>
          ))}
        </ul>
      </MutedBandSection>

      <section aria-label="Our promises" className="page-column py-14">
        <div className="grid gap-6 md:grid-cols-2">
          <Card className="flex-row items-start gap-4 p-6">
            <span className="rounded-full bg-primary-soft p-3 text-primary">
              <ShieldCheck className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h2 className="font-serif text-xl font-semibold">100% Satisfaction Guarantee</h2>
              <p className="mt-1 text-sm text-muted-foreground">
                If something from our farm isn’t right, tell us and we’ll make it right.
              </p>
            </div>
          </Card>
          {freeShipping && (
            <Card className="flex-row items-start gap-4 p-6">
              <span className="rounded-full bg-mango-soft p-3 text-mango-soft-foreground">
                <Truck className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h2 className="font-serif text-xl font-semibold">
                  Free {freeShipping.methods} Over {freeShipping.over}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  Orders over {freeShipping.over} ship free by {freeShipping.methods}, packed with
                  care by our family. Fresh fruit ships cold or local:{' '}
                  <Link
                    to="/shipping"
                    className="font-medium text-primary underline underline-offset-4"
                  >
                    see every shipping option
                  </Link>
                  .
                </p>
              </div>
            </Card>
          )}
        </div>
      </section>
    </>
  )
}
