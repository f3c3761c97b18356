// Seeds the product reviews (the Haden ones dated after the season's story).
import type { Db } from '#server/db/client'
import { productReviews } from '#server/db/schema/reviews'
import type { DemoClock } from './demo-clock'
import type { DemoProductId } from './products'

export async function seedReviews(
  tx: Db,
  productId: DemoProductId,
  { daysAgo, hadenReviewed }: DemoClock,
): Promise<void> {
  await tx.insert(productReviews).values([
    {
      productId: productId('Haden Mangos'),
      customerName: 'Maria L.',
      customerEmail: 'maria.l@example.com',
      rating: 5,
      title: 'Tastes like my grandmother’s tree',
      comment:
        'I grew up eating Hadens in Miami and these are the real thing. Sweet, juicy, not stringy. Ripened perfectly on the counter in three days.',
      verified: true,
      helpful: 7,
      createdAt: hadenReviewed[0],
    },
    {
      productId: productId('Haden Mangos'),
      customerName: 'Dave Kowalski',
      customerEmail: 'dkowalski@example.com',
      rating: 5,
      title: 'Worth the drive',
      comment:
        'Picked up five pounds at the farm stand. The kids ate half of them before we got home.',
      verified: true,
      helpful: 3,
      createdAt: hadenReviewed[1],
    },
    {
      productId: productId('Haden Mangos'),
      customerName: 'Priya',
      customerEmail: 'priya.s@example.com',
      rating: 4,
      comment: 'Lovely flavor. One mango in my bag had a soft spot, but the rest were beautiful.',
      verified: false,
      helpful: 1,
      createdAt: hadenReviewed[2],
    },
    {
      productId: productId('Wildflower Honey'),
      customerName: 'Tom Reyes',
      customerEmail: 'tom.reyes@example.com',
      rating: 5,
      title: 'The good stuff',
      comment:
        'Thick, floral and clearly raw. It crystallized after a few weeks, which is how I know it is real honey. Already ordered two more jars.',
      verified: true,
      helpful: 5,
      createdAt: daysAgo(30),
    },
    {
      productId: productId('Wildflower Honey'),
      customerName: 'Ellen Brooks',
      customerEmail: 'ellen.b@example.com',
      rating: 4,
      title: 'Great in tea',
      comment:
        'Milder than the store-bought wildflower honey I used to buy, with a nice citrusy finish. Would love a bigger jar size.',
      verified: false,
      helpful: 0,
      createdAt: daysAgo(9),
    },
  ])
}
