// Seeds the catalog: fresh fruit, honey and plants.
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import type { DemoImageFile } from '../demo-images'

/** A demo product's id, by its exact name (throws for a name the catalog does not have). */
export type DemoProductId = (name: string) => number

export async function seedProducts(
  tx: Db,
  demoImageUrl: (file: DemoImageFile) => string,
): Promise<DemoProductId> {
  const productRows = await tx
    .insert(products)
    .values([
      {
        name: 'Haden Mangos',
        description:
          'Our oldest trees give us these classic Florida mangos: red-blushed skin, rich sweet flesh and a little tang. Picked when they start to color and ripened on the counter in a few days.',
        priceCents: 450,
        unit: 'per lb',
        category: 'fresh',
        perishable: true,
        imageUrl: demoImageUrl('mango.svg'),
        featured: true,
        // Picked to order twice a week; orders close at noon the day before.
        harvestDays: ['tuesday', 'friday'],
      },
      {
        name: 'Kent Mangos',
        description:
          'Late-season Kents with almost no fiber and a deep, honeyed sweetness. Perfect for slicing, smoothies and salsa. Back next summer.',
        priceCents: 500,
        unit: 'per lb',
        category: 'fresh',
        perishable: true,
        imageUrl: demoImageUrl('mango.svg'),
        inStock: false,
        harvestDays: ['tuesday', 'friday'],
      },
      {
        name: 'Fresh Blackberries',
        description:
          'Thornless Ouachita blackberries picked in the cool of the morning. Big, glossy and sweet; keep them refrigerated and eat them within three days.',
        priceCents: 600,
        unit: 'per pint',
        category: 'fresh',
        perishable: true,
        imageUrl: demoImageUrl('blackberries.svg'),
        featured: true,
        stockQuantity: 24,
        // Picked in the cool of Wednesday and Saturday mornings; orders close at 5 PM the day before.
        harvestDays: ['wednesday', 'saturday'],
        harvestCutOffTime: '17:00',
      },
      {
        name: 'Muscadine Grapes',
        description:
          "Thick-skinned Southern muscadines from our arbor, bronze and purple mixed. Bite, squeeze and enjoy the juicy, musky-sweet pulp: it's how Floridians have eaten them for centuries.",
        priceCents: 550,
        unit: 'per quart',
        category: 'fresh',
        perishable: true,
        imageUrl: demoImageUrl('grapes.svg'),
        // Cut from the arbor on Thursdays; orders close Tuesday at noon.
        harvestDays: ['thursday'],
        harvestCutOffDaysBefore: 2,
      },
      {
        name: 'Wildflower Honey',
        description:
          'Raw, unfiltered honey from hives that forage our grove and the wild palmetto and Brazilian pepper around it. Light amber with a bright floral finish; it will crystallize naturally.',
        priceCents: 1400,
        unit: '16 oz jar',
        category: 'honey',
        imageUrl: demoImageUrl('honey-jar.svg'),
        featured: true,
      },
      {
        name: 'Mango Blossom Honey',
        description:
          'A small spring harvest made while the mango trees are in bloom. Pale gold, delicate and faintly fruity. Only a few dozen jars each year.',
        priceCents: 1600,
        unit: '12 oz jar',
        category: 'honey',
        imageUrl: demoImageUrl('honey-jar.svg'),
      },
      {
        name: 'Raw Honeycomb',
        description:
          'A square of capped comb cut straight from the frame, just as the bees built it. Spread it on warm toast or serve it with cheese.',
        priceCents: 1800,
        unit: '8 oz square',
        category: 'honey',
        imageUrl: demoImageUrl('honeycomb.svg'),
        featured: true,
        stockQuantity: 5,
      },
      {
        name: 'Saw Palmetto Honey',
        description:
          'Dark, bold and slightly smoky, made when the saw palmetto blooms in early summer. Sold out until the next flow.',
        priceCents: 1500,
        unit: '16 oz jar',
        category: 'honey',
        imageUrl: demoImageUrl('honey-jar.svg'),
        inStock: false,
      },
      {
        name: 'Grafted Mango Tree – Glenn',
        description:
          'Glenn is the mango we recommend to first-time growers: disease-tolerant, productive and easy to keep at 10-12 feet with yearly pruning. Grafted on our farm onto Turpentine rootstock.',
        priceCents: 8900,
        unit: '3-gallon pot',
        category: 'plants',
        taxClass: 'exempt_food_plant' as const,
        imageUrl: demoImageUrl('grafted-tree.svg'),
        featured: true,
        shipStateRule: 'except' as const,
        shipStates: ['CA', 'AZ', 'HI'],
        shipRuleReason: 'nursery stock from Florida needs a state certificate we do not hold',
      },
      {
        name: 'Grafted Mango Tree – Nam Doc Mai',
        description:
          'A Thai favorite with long, golden, fiberless fruit. Vigorous and a reliable bearer in coastal Florida. Grafted here and grown in full sun.',
        priceCents: 9500,
        unit: '3-gallon pot',
        category: 'plants',
        taxClass: 'exempt_food_plant' as const,
        imageUrl: demoImageUrl('grafted-tree.svg'),
        shipStateRule: 'except' as const,
        shipStates: ['CA', 'AZ', 'HI'],
        shipRuleReason: 'nursery stock from Florida needs a state certificate we do not hold',
      },
      {
        name: 'Blackberry Plant – Ouachita',
        description:
          'The thornless, upright blackberry that fills our rows. Low-chill and heat-tolerant; plant in winter and pick your first berries in late spring.',
        priceCents: 1800,
        unit: '1-gallon pot',
        category: 'plants',
        taxClass: 'exempt_food_plant' as const,
        imageUrl: demoImageUrl('blackberry-bush.svg'),
      },
      {
        name: 'Muscadine Grape Vine – Noble',
        description:
          'A self-fertile purple muscadine that thrives in Florida heat and humidity. Great for fresh eating, juice and jelly; train it on a simple two-wire trellis.',
        priceCents: 2400,
        unit: '1-gallon pot',
        category: 'plants',
        taxClass: 'exempt_food_plant' as const,
        imageUrl: demoImageUrl('grape-vine.svg'),
        shipStateRule: 'except' as const,
        shipStates: ['CA', 'OR', 'WA'],
        shipRuleReason: 'West Coast grapevine quarantines',
      },
    ])
    .returning({ id: products.id, name: products.name })
  const productId = (name: string) => {
    const row = productRows.find((p) => p.name === name)
    if (!row) throw new Error(`demo product missing: ${name}`)
    return row.id
  }
  return productId
}
