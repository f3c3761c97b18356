import { CalendarRange, Package, Sprout } from 'lucide-react'
import { plantInputSchema, plantIsAvailable, type PlantAdmin } from '#contracts/plant-inventory'
import { FarmImage } from '#web/components/farm-image'
import { PlantAvailabilityBadge, PlantCategoryBadge } from '#web/components/plant-badges'
import { ResourceCard } from '#web/components/staff/resource-card'
import { ResourceCardActions } from '#web/components/staff/resource-card-actions'
import { ResourceManager, type RecordActions } from '#web/components/staff/resource-manager'
import { formatMoney } from '#web/lib/format-money'
import { PlantFields } from './plant-fields'
import { blankPlant, plantFormValues, plantResource } from './plant-resource'
import type * as plantInventoryApi from '#contracts/plant-inventory-api'
import type { SortLabels } from '#web/lib/staff-resource-page'

/** The list's sorts, in the plant inventory's words. */
const sortLabels: SortLabels<typeof plantInventoryApi.plants> = {
  category: 'Category',
  variety: 'Variety',
  price: 'Price',
  quantity: 'Quantity available',
}

/**
 * Plant inventory management (spec 3 §2, /plant-inventory-admin, Admin menu 'Plant Admin'): a
 * grid of plant cards, the add/edit dialog with every field and a 1 MB picture, and delete after
 * a question. Changes show on /plant-inventory at once; quantity 0 shows there as Out of Stock.
 */
export function PlantInventoryAdminPage() {
  return (
    <ResourceManager
      resource={plantResource}
      title="Plant Inventory Management"
      description="Grafted trees, plants and vines visitors see on Plants & Trees. A plant switched off, or with none left, shows there as Out of Stock."
      addLabel="Add Plant"
      list={{
        records: 'plant inventory',
        searchPlaceholder: 'Variety, category, size, rootstock or tag',
        sorts: sortLabels,
        className: 'grid gap-3 lg:grid-cols-2',
        empty: {
          icon: Sprout,
          title: 'No plants in inventory',
          description: 'Add the trees, plants and vines the farm sells.',
          action: 'Add Your First Plant',
        },
      }}
      card={(plant, actions) => <PlantAdminCard plant={plant} {...actions} />}
      form={{
        schema: plantInputSchema,
        title: (editing) => (editing ? 'Edit Plant' : 'Add New Plant'),
        submitLabel: (editing) => (editing ? 'Update Plant' : 'Add Plant'),
        values: (editing) => (editing ? plantFormValues(editing) : blankPlant),
        fields: (form) => <PlantFields form={form} />,
      }}
      confirmDelete={{
        title: 'Are you sure you want to delete this plant?',
        description: (plant) =>
          `${plant.variety} (${plant.size}) will be removed from the plant inventory and from the Plants & Trees page.`,
      }}
    />
  )
}

/** Why a plant shows as Out of Stock, when staff's switch alone does not say it. */
function stockNote(plant: PlantAdmin) {
  if (!plant.isAvailable) return 'Switched off'
  if (plant.quantityAvailable === 0) return 'None left'
  return null
}

function PlantAdminCard({ plant, onEdit, onDelete }: { plant: PlantAdmin } & RecordActions) {
  const note = stockNote(plant)
  return (
    <div data-testid="plant-admin-card">
      <ResourceCard
        title={plant.variety}
        media={
          <div className="aspect-square overflow-hidden rounded-xl bg-muted">
            <FarmImage
              src={plant.imageUrl}
              alt=""
              sizes="5rem"
              width={80}
              height={80}
              className="size-full object-cover"
            />
          </div>
        }
        badges={<PlantCategoryBadge category={plant.category} />}
        actions={<ResourceCardActions name={plant.variety} onEdit={onEdit} onDelete={onDelete} />}
      >
        <div className="flex flex-wrap items-center gap-2">
          <PlantAvailabilityBadge available={plantIsAvailable(plant)} />
          {note && <span className="text-xs text-muted-foreground">{note}</span>}
        </div>
        <p className="text-sm">
          {plant.size}
          {plant.rootstock && <> · {plant.rootstock} rootstock</>}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="font-semibold text-primary">{formatMoney(plant.price)}</span>
          <span className="flex items-center gap-1.5" data-testid="plant-stock">
            <Package className="size-4 text-muted-foreground" aria-hidden="true" />
            {plant.quantityAvailable} in stock
          </span>
          {plant.minOrderQuantity > 1 && <span>Min. order {plant.minOrderQuantity}</span>}
          {plant.maxOrderQuantity !== null && <span>Max. order {plant.maxOrderQuantity}</span>}
        </p>
        {plant.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{plant.description}</p>
        )}
        {plant.seasonalAvailability && (
          <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
            <CalendarRange className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            <span>
              <span className="sr-only">Seasonal availability: </span>
              {plant.seasonalAvailability}
            </span>
          </p>
        )}
      </ResourceCard>
    </div>
  )
}
