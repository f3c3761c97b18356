// Seeds the seasonal data: what is available in which months, and the calendar's notes per month.
import type { Db } from '#server/db/client'
import { seasonalAvailability, seasonalCalendar } from '#server/db/schema/content'
import { demoSeasonalItems } from '../demo-seasons'

export async function seedSeasonalCalendar(tx: Db): Promise<void> {
  await tx.insert(seasonalAvailability).values(
    demoSeasonalItems.map((item) => ({
      ...item,
      availableSeasonMonths: [...item.availableSeasonMonths],
      peakSeasonMonths: [...item.peakSeasonMonths],
    })),
  )

  const monthNotes: Array<[string[], string]> = [
    [
      ['Blackberry and grape planting season', 'Mango trees start to push flower buds'],
      'Cool, dry weeks: we plant berries and vines and prune the grape arbor.',
    ],
    [['Mango bloom begins', 'Beehive inspections'], 'The grove flowers and the bees get busy.'],
    [
      ['Mango blossom honey flow', 'Grafting season opens'],
      'Our favorite month for grafting and for the first light honey.',
    ],
    [
      ['Mango blossom honey harvest', 'First blackberry flowers'],
      'Jarring the spring honey while the young fruit sets.',
    ],
    [
      ['Blackberry harvest begins', 'Early Haden mangos'],
      'Berries every morning and the first mangos blush on the trees.',
    ],
    [
      ['Peak blackberry and Haden season', 'Pick-your-own mornings'],
      'The busiest month on the farm: come early, it gets hot.',
    ],
    [['Peak mango season', 'Saw palmetto honey'], 'Kents and Glenns join the Hadens at the stand.'],
    [
      ['Late mangos', 'Summer pruning'],
      'The last mangos of the year and a careful summer pruning of the grove.',
    ],
    [
      ['Muscadine harvest begins', 'Storm-season checks'],
      'Grapes ripen on the arbor; we watch the tropics and stake young trees.',
    ],
    [
      ['Peak muscadine season', 'Fall grafting workshops'],
      'Pick-your-own muscadines and hands-on grafting classes.',
    ],
    [
      ['Grape harvest wraps up', 'Tree sale in the nursery'],
      'A good time to plant a grafted tree before the cool season.',
    ],
    [
      ['Holiday honey gift boxes', 'Planning next year'],
      'Quiet weeks for mending, mulching and honey gifts.',
    ],
  ]
  await tx
    .insert(seasonalCalendar)
    .values(monthNotes.map(([events, description], month) => ({ month, events, description })))
}
