import { useMemo } from 'react'
import { CalendarRange, Eye, EyeOff, Sprout } from 'lucide-react'
import {
  availableMonthsRequired,
  monthAbbreviations,
  monthIndexes,
  monthNames,
  seasonalCategories,
  seasonalCategoryLabels,
  seasonalItemInputSchema,
  seasonalMonthState,
  seasonalThemeLabels,
  type SeasonalItemAdmin,
  type SeasonalItemInput,
  type SeasonalStat,
} from '#contracts/seasonal'
import { ResourceCard } from '#web/components/staff/resource-card'
import { ResourceCardActions } from '#web/components/staff/resource-card-actions'
import { ResourceCardSwitch } from '#web/components/staff/resource-card-switch'
import { ResourceManager, type RecordActions } from '#web/components/staff/resource-manager'
import { StatCard } from '#web/components/staff/stat-card'
import { Badge } from '#web/components/ui/badge'
import { toast } from '#web/components/ui/use-toast'
import { cn } from '#web/lib/cn'
import { monthStateMarks, seasonalThemeClasses } from '#web/lib/seasonal-look'
import { SeasonalFields } from './seasonal-fields'
import { blankSeasonalItem, seasonalFormValues, seasonalResource } from './seasonal-resource'
import type * as seasonalApi from '#contracts/seasonal-api'
import { useStaffResourcePage, type SortLabels } from '#web/lib/staff-resource-page'

/** Spec 3 §5: refused before the schema with the 'Validation Error' toast (the field says it too). */
function seasonalPrecheck(values: SeasonalItemInput): null {
  const months = values.availableSeasonMonths
  if (!Array.isArray(months) || months.length === 0) {
    toast({
      title: 'Validation Error',
      description: availableMonthsRequired,
      variant: 'destructive',
    })
  }
  return null
}

/** The first entry of each category in the list: its card carries the category's heading. */
function firstOfEachCategory(items: readonly SeasonalItemAdmin[] | undefined) {
  const firsts = new Set<number>()
  const seen = new Set<string>()
  for (const item of items ?? []) {
    if (seen.has(item.category)) continue
    seen.add(item.category)
    firsts.add(item.id)
  }
  return firsts
}

/** The list's sorts, in the Seasonal Calendar Admin's words. */
const sortLabels: SortLabels<typeof seasonalApi.seasonalItems> = {
  category: 'Category',
  name: 'Product name',
}

/**
 * Seasonal Calendar Admin (spec 3 §2 "Seasonal calendar admin", /seasonal-calendar-admin): the
 * entries grouped by category (fresh, honey, plants), each with its months, icon and colour
 * theme; add, edit, show or hide from the card ('visible on seasonal calendar', sending only
 * isActive) and delete after a question. Changes show on /seasonal-calendar at once.
 */
export function SeasonalCalendarAdminPage() {
  // The same cached page the manager shows (no second request): in the calendar's order (by
  // category), the first entry of each category on the page heads its group.
  const { search, query } = useStaffResourcePage<SeasonalItemAdmin>(seasonalResource)
  const items = search.sort === 'category' ? query.data?.items : undefined
  const firsts = useMemo(() => firstOfEachCategory(items), [items])
  return (
    <ResourceManager
      resource={seasonalResource}
      title="Seasonal Calendar Admin"
      description="What visitors see on the Seasonal Calendar: green for peak season, yellow for available. Hidden items stay here."
      addLabel="Add Seasonal Item"
      summary={(stats) => <CategoryCounts stats={stats} />}
      list={{
        records: 'seasonal items',
        searchPlaceholder: 'Product, description or category',
        sorts: sortLabels,
        className: 'grid gap-3',
        empty: {
          icon: Sprout,
          title: 'No seasonal items yet',
          description: 'Add what the farm grows and the months it is available.',
        },
      }}
      card={(item, actions) => (
        <>
          {firsts.has(item.id) && (
            <h2 className="mt-3 mb-2 font-serif text-xl font-semibold">
              {seasonalCategoryLabels[item.category]}
            </h2>
          )}
          <SeasonalCard item={item} {...actions} />
        </>
      )}
      form={{
        schema: seasonalItemInputSchema,
        title: (editing) => (editing ? 'Edit Seasonal Item' : 'Add Seasonal Item'),
        submitLabel: (editing) => (editing ? 'Update Item' : 'Create Item'),
        values: (editing) => (editing ? seasonalFormValues(editing) : blankSeasonalItem),
        precheck: seasonalPrecheck,
        fields: (form) => <SeasonalFields form={form} />,
      }}
      confirmDelete={{
        title: 'Are you sure you want to delete this seasonal item?',
        description: (item) => `${item.productName} will be removed from the Seasonal Calendar.`,
      }}
    />
  )
}

/** How many entries each category has, and how many are shown to visitors (counted by the server). */
function CategoryCounts({
  stats,
}: {
  stats: Readonly<Partial<Record<SeasonalStat, number>>> | undefined
}) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
      {seasonalCategories.map((category) => {
        const inCategory = stats?.[category] ?? 0
        const shown = stats?.[`${category}Visible`] ?? 0
        return (
          <StatCard
            key={category}
            label={seasonalCategoryLabels[category]}
            value={stats ? `${inCategory} (${shown} visible)` : null}
            icon={<CalendarRange />}
            testId={`seasonal-count-${category}`}
          />
        )
      })}
    </dl>
  )
}

function SeasonalCard({
  item,
  onEdit,
  onDelete,
  onToggle,
  toggling,
}: { item: SeasonalItemAdmin } & RecordActions) {
  return (
    <div data-testid="seasonal-admin-card">
      <ResourceCard
        headingLevel="h3"
        title={item.productName}
        media={
          <span
            aria-hidden="true"
            className={cn(
              'flex aspect-square w-full items-center justify-center rounded-xl border text-3xl',
              seasonalThemeClasses[item.color],
            )}
          >
            {item.icon ?? '🌱'}
          </span>
        }
        badges={
          item.isActive ? (
            <Badge variant="secondary">
              <Eye aria-hidden="true" />
              Visible
            </Badge>
          ) : (
            <Badge variant="outline">
              <EyeOff aria-hidden="true" />
              Hidden
            </Badge>
          )
        }
        actions={
          <ResourceCardActions name={item.productName} onEdit={onEdit} onDelete={onDelete} />
        }
      >
        <p className="text-sm text-muted-foreground">{item.description}</p>
        <MonthStrip item={item} />
        <p className="text-xs text-muted-foreground">Theme: {seasonalThemeLabels[item.color]}</p>
        <div className="mt-1">
          <ResourceCardSwitch
            label="Visible on seasonal calendar"
            name={item.productName}
            checked={item.isActive}
            pending={toggling}
            onCheckedChange={(checked) => onToggle('isActive', checked)}
          />
        </div>
      </ResourceCard>
    </div>
  )
}

/** The entry's year at a glance: each month by its three letters, with its state's mark. */
function MonthStrip({ item }: { item: SeasonalItemAdmin }) {
  return (
    <ol className="flex flex-wrap gap-1" aria-label={`Months of ${item.productName}`}>
      {monthIndexes.map((month) => {
        const state = seasonalMonthState(item, month)
        const mark = monthStateMarks[state]
        return (
          <li
            key={month}
            className={cn(
              'flex min-w-10 flex-col items-center rounded-md px-1 py-0.5 text-xs font-semibold',
              mark.className,
            )}
          >
            <span aria-hidden="true">{monthAbbreviations[month]}</span>
            <span aria-hidden="true">{mark.symbol}</span>
            <span className="sr-only">
              {monthNames[month]}: {mark.words}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
