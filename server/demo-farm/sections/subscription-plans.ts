// Seeds the subscription plans (one paused) and the add-ons members can put in a box.
import type { Db } from '#server/db/client'
import { boxAddOns, subscriptionPlans } from '#server/db/schema/subscriptions'

export async function seedSubscriptionPlans(tx: Db): Promise<void> {
  await tx.insert(subscriptionPlans).values([
    {
      name: "Mango Lover's Box",
      description: 'A box of whatever mangos are at their best that week, all season long.',
      basePriceCents: 4500,
      frequency: 'weekly',
      icon: '🥭',
      popular: true,
      products: ['Haden Mangos', 'Kent Mangos', 'Glenn Mangos'],
      features: [
        'About 8 lb of mangos',
        'Picked the day before delivery',
        'Ripening guide included',
        'Pause anytime',
      ],
      sortOrder: 1,
    },
    {
      name: 'Honey of the Month',
      description: 'A different raw honey from our hives every month, with tasting notes.',
      basePriceCents: 2800,
      frequency: 'monthly',
      icon: '🍯',
      products: ['Wildflower Honey', 'Mango Blossom Honey', 'Raw Honeycomb'],
      features: [
        'One 16 oz jar or comb square',
        'Tasting notes from our beekeeper',
        'Free local delivery',
      ],
      sortOrder: 2,
    },
    {
      name: 'Farm Share Basket',
      description: 'A mixed basket of fruit and honey from across the farm every other week.',
      basePriceCents: 6000,
      frequency: 'biweekly',
      icon: '🧺',
      products: ['Seasonal fruit', 'Honey', 'Farm stand extras'],
      features: [
        'Seasonal mix chosen by the farm',
        'Recipe card in every basket',
        'Skip or pause up to 8 weeks',
      ],
      sortOrder: 3,
    },
    {
      name: 'Backyard Grove Starter',
      description: 'A new tree or vine each month with planting help. Paused while we regraft.',
      basePriceCents: 8500,
      frequency: 'monthly',
      icon: '🌱',
      active: false,
      products: ['Grafted mango tree', 'Blackberry plants', 'Muscadine vine'],
      features: ['One plant a month', 'Planting guide', 'Phone support from our growers'],
      sortOrder: 4,
    },
  ])
  await tx.insert(boxAddOns).values([
    {
      name: 'Wildflower honey, 16 oz jar',
      description: 'Raw and unfiltered, from the hives by the grove.',
      priceCents: 1200,
      sortOrder: 1,
    },
    {
      name: 'Extra mangos, 2 lb',
      description: 'More of the week’s best mangos.',
      priceCents: 800,
      sortOrder: 2,
    },
    {
      name: 'Muscadine jam',
      description: 'Made in our kitchen from our own vines.',
      priceCents: 700,
      sortOrder: 3,
    },
  ])
}
