// Seeds the shipping options: farm pickup, local delivery and three ways of shipping.
import type { Db } from '#server/db/client'
import { shippingOptions } from '#server/db/schema/shipping'

export async function seedShippingOptions(tx: Db): Promise<void> {
  await tx.insert(shippingOptions).values([
    {
      code: 'farm_pickup',
      name: 'Farm Pickup',
      description: 'Pick up your order at our farm stand in Jensen Beach.',
      costCents: 0,
      estimatedDays: 'Same day',
      notes: 'We will e-mail you when your order is packed and waiting at the stand.',
      sortOrder: 1,
    },
    {
      code: 'local_delivery',
      name: 'Local Delivery',
      description: 'Delivered to your door within about 15 miles of the farm.',
      costCents: 1000,
      freeFromSubtotalCents: 2500,
      estimatedDays: '1-2 days',
      notes:
        'Free for orders over $25 within 15 miles; otherwise $10. ZIP codes near the farm only.',
      sortOrder: 2,
    },
    {
      code: 'express_shipping',
      name: 'Express Shipping',
      description: 'Next-day delivery anywhere in the continental US.',
      costCents: 2500,
      estimatedDays: '1 day',
      notes: 'Orders placed by noon ship the same day, Monday to Wednesday.',
      carriesPerishables: false,
      sortOrder: 3,
    },
    {
      code: 'standard_shipping',
      name: 'Standard Shipping',
      description: 'Ground shipping for honey, plants and non-perishables.',
      costCents: 1500,
      estimatedDays: '2-3 days',
      notes: 'Not available for fresh fruit.',
      carriesPerishables: false,
      sortOrder: 4,
    },
    {
      code: 'refrigerated_shipping',
      name: 'Refrigerated Shipping',
      description: 'Insulated box with cold packs for fresh fruit.',
      costCents: 3500,
      estimatedDays: '1-2 days',
      notes: 'Required for blackberries and fresh mangos.',
      sortOrder: 5,
    },
  ])
}
