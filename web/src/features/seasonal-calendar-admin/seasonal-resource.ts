import {
  defaultSeasonalIcon,
  seasonalIcons,
  type SeasonalIcon,
  type SeasonalItemAdmin,
  type SeasonalItemInput,
} from '#contracts/seasonal'
import * as seasonalApi from '#contracts/seasonal-api'
import { recordFormValues } from '#web/lib/record-form-values'
import { defineStaffResource, failureToasts, successToasts } from '#web/lib/staff-resource'

/**
 * Seasonal Calendar Admin (spec 3 §2, §7, §8): every entry, hidden ones too; a change also
 * refreshes the public list of /seasonal-calendar. The switch on a card sends only isActive.
 */
export const seasonalResource = defineStaffResource<SeasonalItemAdmin>({
  // The page is read in the calendar's order (by category, then name) unless staff sort it.
  endpoints: seasonalApi.seasonalItems,
  refreshes: [seasonalApi.listSeasonalItems],
  messages: {
    ...successToasts(({ Past }) => `Seasonal Item ${Past}`),
    ...failureToasts(({ Verb }) => ({ title: `Failed to ${Verb} Item` })),
  },
})

/** A new entry: category fresh (spec 3 §10), no months yet, shown on the calendar. */
export const blankSeasonalItem = {
  productName: '',
  category: 'fresh',
  description: '',
  icon: defaultSeasonalIcon,
  color: 'mango',
  availableSeasonMonths: [],
  peakSeasonMonths: [],
  isActive: true,
} satisfies SeasonalItemInput

/** A stored entry as the form edits it (an icon from outside the list becomes the default). */
export function seasonalFormValues(item: SeasonalItemAdmin): SeasonalItemInput {
  return recordFormValues<SeasonalItemInput, 'icon'>(blankSeasonalItem, item, {
    icon: (seasonalIcons as readonly string[]).includes(item.icon ?? '')
      ? (item.icon as SeasonalIcon)
      : defaultSeasonalIcon,
  })
}
