import { z } from 'zod'
import { requiredText } from './fields'

/**
 * The seasonal calendar (spec 2 "Seasonal calendar", spec 3 "Seasonal calendar admin", §5, §9):
 * what is fresh, jarred or ready to plant in which month. Months are indexes 0-11 (January = 0)
 * in the farm's time zone (`farmMonth` in contracts/farm-time.ts). Decision 0025.
 */

export const seasonalCategories = ['fresh', 'honey', 'plants'] as const
export type SeasonalCategory = (typeof seasonalCategories)[number]

/** Seasonal Calendar Admin's figures, counted by the server: entries of each category, and shown. */
export const seasonalStatKeys = [
  'fresh',
  'freshVisible',
  'honey',
  'honeyVisible',
  'plants',
  'plantsVisible',
] as const satisfies readonly (SeasonalCategory | `${SeasonalCategory}Visible`)[]
export type SeasonalStat = (typeof seasonalStatKeys)[number]

/** The categories as the manager groups them. */
export const seasonalCategoryLabels: Record<SeasonalCategory, string> = {
  fresh: 'Fresh Produce',
  honey: 'Honey Products',
  plants: 'Grafted Plants & Trees',
}

/** The public page's three 12-month tables (spec 2). */
export const seasonalTableTitles: Record<SeasonalCategory, string> = {
  fresh: 'Fresh Produce Seasons',
  honey: 'Honey Products',
  plants: 'Grafted Plants & Trees',
}

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** Spec 3 §10: months are shown by their first three letters. */
export const monthAbbreviations = monthNames.map((name) => name.slice(0, 3))

export const monthIndexes = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const

/** Spec 2 §9 month icons by index: 2-4 spring, 5-7 summer, 8-10 autumn, else winter. */
export type MonthSeason = 'spring' | 'summer' | 'autumn' | 'winter'
export function monthSeason(month: number): MonthSeason {
  if (month >= 2 && month <= 4) return 'spring'
  if (month >= 5 && month <= 7) return 'summer'
  if (month >= 8 && month <= 10) return 'autumn'
  return 'winter'
}

/**
 * Spec 3 §10: twelve fruit and plant icons (with the honey pot and the bee for the honey
 * products, which the demo farm uses).
 */
export const seasonalIcons = [
  '🥭',
  '🫐',
  '🍇',
  '🍊',
  '🥑',
  '🍓',
  '🍯',
  '🐝',
  '🌼',
  '🌳',
  '🌱',
  '🍃',
] as const
export type SeasonalIcon = (typeof seasonalIcons)[number]
export const defaultSeasonalIcon: SeasonalIcon = '🥭'

export const seasonalIconLabels: Record<SeasonalIcon, string> = {
  '🥭': 'Mango',
  '🫐': 'Berries',
  '🍇': 'Grapes',
  '🍊': 'Citrus',
  '🥑': 'Avocado',
  '🍓': 'Strawberry',
  '🍯': 'Honey pot',
  '🐝': 'Bee',
  '🌼': 'Blossom',
  '🌳': 'Tree',
  '🌱': 'Seedling',
  '🍃': 'Leaves',
}

/**
 * Spec 3 §10: eight colour themes. The `color` column stores the theme's name; the web maps each
 * name to its classes (decision 0025), so a stored value can never inject markup or styles.
 */
export const seasonalThemes = [
  'mango',
  'berry',
  'honey',
  'leaf',
  'citrus',
  'sky',
  'rose',
  'earth',
] as const
export type SeasonalTheme = (typeof seasonalThemes)[number]

export const seasonalThemeLabels: Record<SeasonalTheme, string> = {
  mango: 'Mango orange',
  berry: 'Berry purple',
  honey: 'Honey gold',
  leaf: 'Leaf green',
  citrus: 'Citrus yellow',
  sky: 'Sky blue',
  rose: 'Rose pink',
  earth: 'Earth brown',
}

/** Words in older stored values (class strings such as 'bg-orange-100 ...') and their theme. */
const themeHints: [RegExp, SeasonalTheme][] = [
  [/orange/, 'mango'],
  [/purple|violet/, 'berry'],
  [/amber/, 'honey'],
  [/green|emerald|lime/, 'leaf'],
  [/yellow/, 'citrus'],
  [/blue|sky|cyan/, 'sky'],
  [/red|pink|rose/, 'rose'],
  [/stone|brown|gray|grey/, 'earth'],
]

export const defaultSeasonalTheme: SeasonalTheme = 'leaf'

/** The theme a stored `color` names: a theme's name, or an older class string read by its colour. */
export function seasonalThemeOf(color: string | null | undefined): SeasonalTheme {
  if (!color) return defaultSeasonalTheme
  const value = color.trim().toLowerCase()
  if ((seasonalThemes as readonly string[]).includes(value)) return value as SeasonalTheme
  return themeHints.find(([hint]) => hint.test(value))?.[1] ?? defaultSeasonalTheme
}

/** An entry of the public calendar (GET /api/seasonal-availability): active entries only. */
export const seasonalItemSchema = z.object({
  id: z.number().int().positive(),
  productName: z.string(),
  category: z.enum(seasonalCategories),
  description: z.string(),
  icon: z.string().nullable(),
  color: z.enum(seasonalThemes),
  peakSeasonMonths: z.array(z.number().int()),
  availableSeasonMonths: z.array(z.number().int()),
})
export type SeasonalItem = z.infer<typeof seasonalItemSchema>
export const seasonalItemListSchema = z.array(seasonalItemSchema)

/** An entry as staff see it (GET /api/admin/seasonal-availability): inactive ones too. */
export const seasonalItemAdminSchema = seasonalItemSchema.extend({ isActive: z.boolean() })
export type SeasonalItemAdmin = z.infer<typeof seasonalItemAdminSchema>
export const seasonalItemAdminListSchema = z.array(seasonalItemAdminSchema)

export const seasonalLimits = { productName: 255, description: 2000 } as const

export const availableMonthsRequired = 'Please select at least one available month.'
export const peakNotAvailableMessage = 'Peak months must also be available months.'
const monthMessage = 'Months must be whole numbers from 0 (January) to 11 (December)'

const monthIndex = z
  .number(monthMessage)
  .int(monthMessage)
  .min(0, monthMessage)
  .max(11, monthMessage)

/** A list of month indexes, stored sorted and without repeats. */
const monthList = (listMessage: string) =>
  z
    .array(monthIndex, listMessage)
    .max(12, 'A year has 12 months')
    .transform((months) => [...new Set(months)].sort((a, b) => a - b))

/**
 * POST /api/admin/seasonal-availability and PUT .../:id with the full body (spec 3 §5 "Seasonal
 * item"): product name, category (default fresh) and description required; at least one
 * available month, in the spec's words; peak months optional, each also an available month.
 */
export const seasonalItemInputSchema = z
  .object({
    productName: requiredText('Product name', seasonalLimits.productName),
    category: z.preprocess(
      (value) => (value === undefined || value === null ? 'fresh' : value),
      z.enum(seasonalCategories, { error: 'Category is required' }),
    ),
    description: requiredText('Description', seasonalLimits.description, { multiline: true }),
    icon: z.preprocess(
      (value) =>
        value === undefined || value === null || value === '' ? defaultSeasonalIcon : value,
      z.enum(seasonalIcons, { error: 'Choose one of the icons' }),
    ),
    color: z.preprocess(
      (value) =>
        value === undefined || value === null || value === '' ? defaultSeasonalTheme : value,
      z.enum(seasonalThemes, { error: 'Choose one of the colour themes' }),
    ),
    availableSeasonMonths: monthList(availableMonthsRequired).refine(
      (months) => months.length > 0,
      availableMonthsRequired,
    ),
    peakSeasonMonths: z.preprocess(
      (value) => (value === undefined || value === null ? [] : value),
      monthList('Peak months must be a list of months'),
    ),
    isActive: z.boolean('Visible must be true or false').default(true),
  })
  .superRefine((item, context) => {
    // Without available months the spec's own message says what to fix first.
    const available = item.availableSeasonMonths
    if (available.length > 0 && item.peakSeasonMonths.some((month) => !available.includes(month))) {
      context.addIssue({
        code: 'custom',
        path: ['peakSeasonMonths'],
        message: peakNotAvailableMessage,
      })
    }
  })
export type SeasonalItemInput = z.input<typeof seasonalItemInputSchema>
export type SeasonalItemValues = z.output<typeof seasonalItemInputSchema>

/** PATCH .../:id, and PUT .../:id with only this field (spec 3 §7): shown or hidden. */
export const seasonalToggleSchema = z.strictObject({
  isActive: z.boolean('isActive must be true or false'),
})
export type SeasonalToggle = z.output<typeof seasonalToggleSchema>

const isToggleOnly = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.keys(body).length === 1 &&
  'isActive' in body

/**
 * PUT /api/admin/seasonal-availability/:id (spec 3 §7): the full body, or only `isActive`. Each
 * shape is checked by its own schema, so a 400 still names the fields.
 */
export const seasonalItemUpdateSchema = z
  .unknown()
  .transform((body, context): SeasonalItemValues | SeasonalToggle => {
    const result = isToggleOnly(body)
      ? seasonalToggleSchema.safeParse(body)
      : seasonalItemInputSchema.safeParse(body)
    if (result.success) return result.data
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message })
    }
    return z.NEVER
  })
export type SeasonalItemUpdate = z.output<typeof seasonalItemUpdateSchema>

/** A month's state for one entry: peak, available, or not available (spec 2 §9 colours). */
export type SeasonalMonthState = 'peak' | 'available' | 'unavailable'
export function seasonalMonthState(
  item: Pick<SeasonalItem, 'peakSeasonMonths' | 'availableSeasonMonths'>,
  month: number,
): SeasonalMonthState {
  if (item.peakSeasonMonths.includes(month)) return 'peak'
  if (item.availableSeasonMonths.includes(month)) return 'available'
  return 'unavailable'
}
