// Seeds the photo gallery.
import type { Db } from '#server/db/client'
import { photoGallery } from '#server/db/schema/gallery'
import type { DemoImageFile } from '../demo-images'
import type { DemoClock } from './demo-clock'

export async function seedPhotoGallery(
  tx: Db,
  demoImageUrl: (file: DemoImageFile) => string,
  { daysAgo, hadenStory, bloomStory, blackberryStory, muscadineStory }: DemoClock,
): Promise<void> {
  await tx.insert(photoGallery).values([
    {
      title: 'First Haden picking of the season',
      description: 'Crates of Haden mangos fresh from the old trees by the pond.',
      imageUrl: demoImageUrl('mango.svg'),
      category: 'harvest',
      tags: 'mango, harvest, haden',
      featured: true,
      sortOrder: 1,
      createdAt: hadenStory,
    },
    {
      title: 'The grove at sunrise',
      description: 'Morning light over the mango trees and the bee yard.',
      imageUrl: demoImageUrl('hero-farm.svg'),
      category: 'farm_life',
      tags: 'grove, sunrise, farm',
      featured: true,
      sortOrder: 2,
      createdAt: daysAgo(12),
    },
    {
      title: 'Checking the hives',
      description: 'Frames full of capped honey during the mango bloom.',
      imageUrl: demoImageUrl('beehive.svg'),
      category: 'farm_life',
      tags: 'bees, honey, hives',
      featured: true,
      sortOrder: 3,
      createdAt: bloomStory,
    },
    {
      title: 'Blackberry rows in May',
      description: 'The Ouachita rows loaded with ripening berries.',
      imageUrl: demoImageUrl('blackberry-bush.svg'),
      category: 'harvest',
      tags: 'blackberries, berries',
      sortOrder: 4,
      createdAt: blackberryStory,
    },
    {
      title: 'Muscadines on the arbor',
      description: 'Bronze and purple muscadine clusters just before picking.',
      imageUrl: demoImageUrl('grapes.svg'),
      category: 'harvest',
      tags: 'grapes, muscadine',
      sortOrder: 5,
      createdAt: muscadineStory,
    },
    {
      title: 'Fresh jars for the stand',
      description: 'Wildflower and mango blossom honey, jarred by hand.',
      imageUrl: demoImageUrl('honey-jar.svg'),
      category: 'products',
      tags: 'honey, jars, farm stand',
      sortOrder: 6,
      createdAt: daysAgo(5),
    },
    {
      title: 'Young grafted trees in the nursery',
      description: 'Glenn and Nam Doc Mai trees hardening off in full sun.',
      imageUrl: demoImageUrl('grafted-tree.svg'),
      category: 'products',
      tags: 'nursery, mango trees, grafting',
      sortOrder: 7,
      createdAt: daysAgo(30),
    },
    {
      title: 'Saturday farm tour',
      description: 'A tour group tasting mangos under the big Haden tree.',
      imageUrl: demoImageUrl('farm-tour.svg'),
      category: 'tours',
      tags: 'tour, visitors, tasting',
      sortOrder: 8,
      createdAt: daysAgo(9),
    },
    {
      title: 'Honeycomb up close',
      description: 'Capped comb cut from a frame for the farm stand.',
      imageUrl: demoImageUrl('honeycomb.svg'),
      category: 'products',
      tags: 'honeycomb, honey',
      sortOrder: 9,
      createdAt: daysAgo(18),
    },
  ])
}
