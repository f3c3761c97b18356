import { ImageIcon, Package, Plus } from 'lucide-react'
import {
  productCategoryLabels,
  productInputSchema,
  storefrontCategories,
  type Product,
  type StorefrontCategory,
} from '../../../../contracts/catalog'
import { imageSources } from '../../../../contracts/image-renditions'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { FormField } from '../../components/form-field'
import { EmptyState } from '../../components/query-state'
import { ImageField } from '../../components/staff/image-field'
import { ResourceCard } from '../../components/staff/resource-card'
import { ResourceCardActions } from '../../components/staff/resource-card-actions'
import { ResourceList } from '../../components/staff/resource-list'
import { ResourceFormDialog } from '../../components/staff/resource-form-dialog'
import { StaffPage } from '../../components/staff/staff-page'
import { useResourceDialogs } from '../../components/staff/use-resource-dialogs'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { formatMoney } from '../../lib/format-money'
import { useStaffResource } from '../../lib/staff-resource'
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
  const { list, remove, save } = useStaffResource<Product>(productsResource)
  const dialogs = useResourceDialogs<Product>()
  const editing = dialogs.editing

  const addButton = (
    <Button onClick={dialogs.openCreate}>
      <Plus aria-hidden="true" />
      Add Product
    </Button>
  )

  return (
    <StaffPage
      title="Product Manager"
      description="Everything here is on the Products page; out-of-stock products show there as sold out."
      actions={addButton}
    >
      <ResourceList
        query={list}
        loading="Loading products..."
        what="the products"
        empty={
          <EmptyState
            icon={<Package className="size-8 text-muted-foreground" aria-hidden="true" />}
            title="No products yet"
            description="Add the first thing the farm sells."
            action={addButton}
          />
        }
        className="grid gap-3 lg:grid-cols-2"
      >
        {(product) => (
          <ProductCard
            product={product}
            onEdit={() => dialogs.openEdit(product)}
            onDelete={() => dialogs.openDelete(product)}
          />
        )}
      </ResourceList>

      <ResourceFormDialog
        open={dialogs.formOpen}
        onOpenChange={dialogs.setFormOpen}
        title={editing ? 'Edit Product' : 'Add Product'}
        schema={productInputSchema}
        defaultValues={editing ? productFormValues(editing) : blankProduct}
        submitLabel={editing ? 'Save Changes' : 'Create Product'}
        onSubmit={(values) => save(values, editing)}
      >
        {(form) => (
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
        )}
      </ResourceFormDialog>

      <ConfirmDialog
        open={dialogs.deleting !== null}
        onOpenChange={dialogs.setDeleteOpen}
        title="Are you sure you want to delete this product?"
        description={
          dialogs.deleting
            ? `${dialogs.deleting.name} will leave the shop and every cart. Past orders keep it.`
            : undefined
        }
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync(dialogs.deleting!.id)}
      />
    </StaffPage>
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
