import { taxClasses, taxClassLabels } from '#contracts/sales-tax'
import { Package } from 'lucide-react'
import {
  productCategoryLabels,
  productInputSchema,
  storefrontCategories,
  type Product,
  type StorefrontCategory,
} from '#contracts/catalog'
import { weekdayNames, weekdays } from '#contracts/farm-settings'
import {
  describeHarvestDays,
  harvestCutOffDayChoices,
  harvestCutOffDayLabel,
} from '#contracts/harvest-days'
import { AdminThumbnail } from '#web/components/staff/admin-thumbnail'
import { FormField } from '#web/components/form-field'
import { CategoryField } from '#web/components/staff/category-field'
import { ImageField } from '#web/components/staff/image-field'
import { ResourceCard } from '#web/components/staff/resource-card'
import { ResourceCardActions } from '#web/components/staff/resource-card-actions'
import { ResourceManager, type RecordActions } from '#web/components/staff/resource-manager'
import { Badge } from '#web/components/ui/badge'
import { formatMoney } from '#web/lib/format-money'
import { blankProduct, productFormValues, productsResource } from './product-resource'
import { ProductWaitlistDialog } from './product-waitlist-dialog'
import type * as catalogApi from '#contracts/catalog-api'
import type { SortLabels } from '#web/lib/staff-resource-page'
import { describeShipsTo, shipStateRuleLabels, shipStateRules } from '#contracts/plant-shipping'

/** "per lb" reads "/ lb" beside the price, as on the storefront's cards. */
const formatUnit = (unit: string | null) => {
  const bare = unit?.replace(/^(per\s+|\/\s*)/i, '').trim()
  return bare ? `/ ${bare}` : null
}

const weekdayOptions = weekdays.map((day) => ({ value: day, label: weekdayNames[day] }))
const cutOffDayOptions = harvestCutOffDayChoices.map((days) => ({
  value: String(days),
  label: harvestCutOffDayLabel(days),
}))

const categoryLabel = (category: string) =>
  productCategoryLabels[category as StorefrontCategory] ?? category

/** The list's sorts, in the Product Manager's words. */
const sortLabels: SortLabels<typeof catalogApi.products> = {
  added: 'Date added',
  name: 'Name',
  price: 'Price',
  category: 'Category',
}

/** Product Manager (spec 3 §2 /product-admin): the shop's products, added, edited and deleted. */
export function ProductAdminPage() {
  return (
    <ResourceManager
      resource={productsResource}
      title="Product Manager"
      description="Everything here is on the Products page; out-of-stock products show there as sold out."
      addLabel="Add Product"
      list={{
        records: 'products',
        searchPlaceholder: 'Name, description, category or unit',
        sorts: sortLabels,
        className: 'grid gap-3 lg:grid-cols-2',
        empty: {
          icon: Package,
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
              <CategoryField
                form={form}
                categories={storefrontCategories}
                labels={productCategoryLabels}
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
            <FormField
              form={form}
              name="taxClass"
              label="Sales tax"
              kind="select"
              options={taxClassOptions}
              hint="Fresh fruit, honey and plants that bear food are exempt in Florida; ornamental plants and goods are taxed."
            />
            <fieldset className="grid gap-4 rounded-xl border border-border/70 p-4">
              <legend className="px-1 text-sm font-semibold">Harvest days</legend>
              <FormField
                form={form}
                name="harvestDays"
                label="Picked to order on"
                kind="checkboxes"
                options={weekdayOptions}
                hint="Leave all unticked when it is ready at once. An order after the cut-off waits for the next harvest day."
              />
              <div className="grid items-start gap-4 sm:grid-cols-2">
                <FormField
                  form={form}
                  name="harvestCutOffDaysBefore"
                  label="Order cut-off"
                  kind="select"
                  valueType="number"
                  options={cutOffDayOptions}
                />
                <FormField form={form} name="harvestCutOffTime" label="Cut-off time" type="time" />
              </div>
            </fieldset>
            <fieldset className="grid gap-4 rounded-xl border border-border/70 p-4">
              <legend className="px-1 text-sm font-semibold">Where it ships</legend>
              <FormField
                form={form}
                name="shipsTo.rule"
                label="Shipping rule"
                kind="select"
                options={shipRuleOptions}
                hint="Plant-health rules: a tree may be barred from some states. Farm Pickup is always possible."
              />
              <FormField
                form={form}
                name="shipsTo.states"
                label="States"
                kind="list"
                separator="comma"
                placeholder="CA, AZ, HI"
                hint="Two-letter codes, separated by commas."
              />
              <FormField
                form={form}
                name="shipsTo.reason"
                label="Reason shown to customers (optional)"
                placeholder="Citrus greening quarantine"
              />
            </fieldset>
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

const taxClassOptions = taxClasses.map((taxClass) => ({
  value: taxClass,
  label: taxClassLabels[taxClass],
}))

const shipRuleOptions = shipStateRules.map((rule) => ({
  value: rule,
  label: shipStateRuleLabels[rule],
}))

function ProductCard({ product, onEdit, onDelete }: { product: Product } & RecordActions) {
  const unit = formatUnit(product.unit)
  return (
    <ResourceCard
      title={product.name}
      media={<AdminThumbnail src={product.imageUrl} placeholder />}
      badges={
        <>
          {!product.inStock && <Badge variant="destructive">Out of Stock</Badge>}
          {product.featured && <Badge variant="honey">Featured</Badge>}
          {product.perishable && <Badge variant="outline">Perishable</Badge>}
          {product.taxClass === 'taxable' && <Badge variant="outline">Taxed</Badge>}
          {product.shipsTo.rule !== 'anywhere' && (
            <Badge variant="outline" title={describeShipsTo(product.shipsTo) ?? undefined}>
              {product.shipsTo.rule === 'only' ? 'Ships only to' : 'Not to'}{' '}
              {product.shipsTo.states.join(', ')}
            </Badge>
          )}
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
      {product.harvestDays.length > 0 && (
        <p className="text-xs text-muted-foreground">{describeHarvestDays(product)}</p>
      )}
      <p className="text-xs text-muted-foreground">
        ID {product.id}
        {product.stockQuantity !== null && <> · {product.stockQuantity} in stock</>}
      </p>
      {product.stockQuantity !== null && <ProductWaitlistDialog product={product} />}
    </ResourceCard>
  )
}
