// Seeds the nursery's plant inventory: mango trees, blackberry plants and grape vines.
import type { Db } from '#server/db/client'
import { plantInventory } from '#server/db/schema/plants'
import type { DemoImageFile } from '../demo-images'

export async function seedPlantInventory(
  tx: Db,
  demoImageUrl: (file: DemoImageFile) => string,
): Promise<void> {
  await tx.insert(plantInventory).values([
    {
      category: 'mango',
      variety: 'Glenn',
      size: '3-gallon',
      rootstock: 'Turpentine',
      description:
        'Disease-tolerant, productive and easy to keep small. Our top pick for a first mango tree.',
      priceCents: 8900,
      quantityAvailable: 14,
      seasonalAvailability: 'Year-round; best planted March to June',
      plantingInstructions:
        'Full sun, at least 15 feet from buildings. Plant no deeper than the pot with the graft above ground.',
      careInstructions:
        'Water twice a week for the first months; light balanced fertilizer every 6-8 weeks in the growing season.',
      harvestInfo: 'Fruit in 2-3 years; ripens June to July.',
      imageUrl: demoImageUrl('grafted-tree.svg'),
      tags: ['grafted', 'beginner-friendly', 'fiberless'],
    },
    {
      category: 'mango',
      variety: 'Nam Doc Mai',
      size: '3-gallon',
      rootstock: 'Turpentine',
      description: 'Long, golden, fiberless fruit with a rich, sweet flavor; a reliable bearer.',
      priceCents: 9500,
      quantityAvailable: 6,
      maxOrderQuantity: 4,
      seasonalAvailability: 'Year-round',
      plantingInstructions: 'Full sun and good drainage; protect from frost when young.',
      careInstructions: 'Prune after harvest to keep the canopy open and the tree manageable.',
      harvestInfo: 'Fruit in 2-3 years; ripens June to August.',
      imageUrl: demoImageUrl('grafted-tree.svg'),
      tags: ['grafted', 'thai variety'],
    },
    {
      category: 'mango',
      variety: 'Carrie',
      size: '7-gallon',
      rootstock: 'Turpentine',
      description:
        'Compact tree with creamy, spicy-sweet fruit. Sold out until the next grafting batch.',
      priceCents: 14500,
      quantityAvailable: 0,
      isAvailable: false,
      seasonalAvailability: 'Next batch in spring',
      imageUrl: demoImageUrl('grafted-tree.svg'),
      tags: ['grafted', 'compact'],
    },
    {
      category: 'blackberry',
      variety: 'Ouachita',
      size: '1-gallon',
      rootstock: 'Own root',
      description: 'Thornless, upright and heat-tolerant; the berry that fills our rows.',
      priceCents: 1800,
      quantityAvailable: 40,
      seasonalAvailability: 'October to March',
      plantingInstructions: 'Plant 3-4 feet apart in rows with full sun.',
      careInstructions:
        'Cut the fruited canes to the ground after harvest; tip new canes at 4 feet.',
      harvestInfo: 'Berries from late April to early June.',
      imageUrl: demoImageUrl('blackberry-bush.svg'),
      tags: ['thornless', 'low-chill'],
    },
    {
      category: 'blackberry',
      variety: 'Natchez',
      size: 'Quart pot',
      rootstock: 'Own root',
      description:
        'Early, large-fruited thornless berry. Sold in sets for a hedgerow: minimum of three plants.',
      priceCents: 950,
      quantityAvailable: 30,
      minOrderQuantity: 3,
      seasonalAvailability: 'October to March',
      plantingInstructions: 'Plant 3 feet apart along a trellis wire.',
      careInstructions: 'Semi-erect canes: tie them to the wire as they grow.',
      harvestInfo: 'Berries from mid-April.',
      imageUrl: demoImageUrl('blackberry-bush.svg'),
      tags: ['thornless', 'hedgerow'],
    },
    {
      category: 'grape',
      variety: 'Noble (muscadine)',
      size: '1-gallon',
      rootstock: 'Own root',
      description: 'Self-fertile purple muscadine for eating fresh, juice and jelly.',
      priceCents: 2400,
      quantityAvailable: 20,
      maxOrderQuantity: 10,
      seasonalAvailability: 'November to March',
      plantingInstructions: 'Plant 15-20 feet apart on a two-wire trellis in full sun.',
      careInstructions: 'Prune hard each winter back to short spurs along the cordons.',
      harvestInfo: 'Fruit in the second or third year; ripens August to October.',
      imageUrl: demoImageUrl('grape-vine.svg'),
      tags: ['self-fertile', 'muscadine'],
    },
  ])
}
