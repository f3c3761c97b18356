import { ImageIcon, Package } from 'lucide-react'
import {
  productCategoryLabels,
  productInputSchema,
  storefrontCategories,
  type Product,
  type StorefrontCategory,
} from '#contracts/catalog'
import { imageSources } from '#contracts/image-renditions'
import { FormField } from '#web/components/form-field'
import { ImageField } from '#web/components/staff/image-field'
import { ResourceCard } from '#web/components/staff/resource-card'
import { ResourceCardActions } from '#web/components/staff/resource-card-actions'
import { ResourceManager } from '#web/components/staff/resource-manager'
import { Badge } from '#web/components/ui/badge'
import { formatMoney } from '#web/lib/format-money'
import { blankProduct, productFormValues, productsResource } from './product-resource'

const categoryOptions = storefrontCategories.map((value) => ({
  value,
  label: productCategoryLabels[value],
}))

/** "per lb" reads "/ lb" beside the price, as on the storefront's cards. */
const formatUnit = (unit: string | null) => {
  const bare = unit?.replace(/^(per\s+|\/\s*)/i, '').trim()
  return bare ? `/ ${bare}` : null
}

const categoryLabel = (category: string) =>
  productCategoryLabels[category as StorefrontCategory] ?? category

/** Product Manager (spec 3 §2 /product-admin): the shop's products, added, edited and deleted. */
export function ProductAdminPage() {
  return (
    <ResourceManager
      resource={productsResource}
      title="Product Manager"
      description="Everything here is on the Products page; out-of-stock products show there as sold out."
      addLabel="Add Product"
      list={{
        loading: 'Loading products...',
        what: 'the products',
        className: 'grid gap-3 lg:grid-cols-2',
        empty: {
          icon: <Package className="size-8 text-muted-foreground" aria-hidden="true" />,
          title: 'No products yet',
          description: 'Add the first thing the farm sells.',
        },
      }}
      card={(product, actions) => <ProductCard product={product} {...actions} />}
      form={{
        schema: productInputSchema,
        title: (editing) => (editing ? 'Edit Product' : 'Add Product'),
        submitLabel: (editing) => (editing ? 'Save Changes' : 'Create Product'),
        values: (editing) => (editing ? productFormValues(editing) : blankProduct),
        fields: (form) => (
          <>
            <FormField form={form} name="name" label="Name" />
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField
                form={form}
                name="category"
                label="Category"
                kind="select"
                options={categoryOptions}
                placeholder="Choose a category"
              />
              <FormField form={form} name="price" label="Price ($)" kind="amount" />
              <FormField form={form} name="unit" label="Unit" placeholder="per lb, 8 oz jar…" />
              <FormField
                form={form}
                name="stockQuantity"
                label="Stock quantity"
                kind="integer"
                placeholder="Not counted"
                hint="Leave empty to not count stock. At 0 the product shows as out of stock."
              />
            </div>
            <FormField
              form={form}
              name="description"
              label="Description"
              kind="textarea"
              rows={3}
            />
            <ImageField form={form} name="imageUrl" purpose="product" />
            <div className="flex flex-wrap gap-x-6 gap-y-3">
              <FormField form={form} name="inStock" label="In stock" kind="checkbox" />
              <FormField form={form} name="featured" label="Featured" kind="checkbox" />
              <FormField
                form={form}
                name="perishable"
                label="Perishable (ships refrigerated or is picked up)"
                kind="checkbox"
              />
            </div>
          </>
        ),
      }}
      confirmDelete={{
        title: 'Are you sure you want to delete this product?',
        description: (product) =>
          `${product.name} will leave the shop and every cart. Past orders keep it.`,
      }}
    />
  )
}

function ProductThumbnail({ product }: { product: Product }) {
  if (!product.imageUrl) {
    return (
      <div className="flex aspect-square w-full items-center justify-center rounded-lg bg-muted">
        <ImageIcon className="size-6 text-muted-foreground" aria-hidden="true" />
      </div>
    )
  }
  const image = imageSources(product.imageUrl)
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes="80px"
      width={image.width ?? 80}
      height={image.height ?? 80}
      loading="lazy"
      alt=""
      className="aspect-square w-full rounded-lg bg-muted object-cover"
    />
  )
}

function ProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: Product
  onEdit: () => void
  onDelete: () => void
}) {
  const unit = formatUnit(product.unit)
  return (
    <ResourceCard
      title={product.name}
      media={<ProductThumbnail product={product} />}
      badges={
        <>
          {!product.inStock && <Badge variant="destructive">Out of Stock</Badge>}
          {product.featured && <Badge variant="honey">Featured</Badge>}
          {product.perishable && <Badge variant="outline">Perishable</Badge>}
        </>
      }
      actions={<ResourceCardActions name={product.name} onEdit={onEdit} onDelete={onDelete} />}
    >
      <p className="text-sm">
        <span className="font-semibold">{formatMoney(product.price)}</span>
        {unit && <> {unit}</>}
        {' · '}
        {categoryLabel(product.category)}
      </p>
      <p className="text-xs text-muted-foreground">
        ID {product.id}
        {product.stockQuantity !== null && <> · {product.stockQuantity} in stock</>}
      </p>
    </ResourceCard>
  )
}
