// Seeds the blog: its posts (one a draft) and the readers' comments on them.
import type { Db } from '#server/db/client'
import { blogComments, blogPosts } from '#server/db/schema/blog'
import type { DemoImageFile } from '../demo-images'
import type { DemoClock } from './demo-clock'

export async function seedBlogPostsAndComments(
  tx: Db,
  demoImageUrl: (file: DemoImageFile) => string,
  {
    daysAgo,
    hadenStory,
    bloomStory,
    blackberryStory,
    muscadineStory,
    plantingStory,
    hadenComments,
  }: DemoClock,
): Promise<void> {
  const postRows = await tx
    .insert(blogPosts)
    .values([
      {
        title: 'Mango Season Is Here: Our First Haden Harvest of the Year',
        slug: 'mango-season-is-here-our-first-haden-harvest-of-the-year',
        category: 'Harvest Updates',
        excerpt:
          'The old Haden trees by the pond are heavy with fruit and the first picking is in. Here is what to expect this season and how to ripen a mango at home.',
        content: [
          'Every year we tell ourselves we will be ready for mango season, and every year the old Haden trees by the pond surprise us. This week the first fruit started to blush red on the sunny side, and on Tuesday morning we brought in our first real picking: a little over two hundred pounds.',
          'We pick mangos "mature green": fully sized, with the shoulders filled out and the first color showing, but still firm. A mango picked this way ripens beautifully on your kitchen counter in two to five days and travels without bruising. Mangos left on the tree until they drop are delicious too, but they tend to split and the birds and squirrels get there first.',
          'To ripen your mangos, leave them at room temperature, stem up, out of direct sun. They are ready when they give slightly to a gentle squeeze and smell sweet at the stem end. Only then move them to the fridge, where they will keep another few days.',
          'The Hadens will carry us through July. The Kents and the young Glenn trees come in after that, so there should be mangos at the farm stand well into August. Thank you for waiting all year with us!',
        ].join('\n\n'),
        imageUrl: demoImageUrl('mango.svg'),
        published: true,
        createdAt: hadenStory,
        updatedAt: hadenStory,
      },
      {
        title: 'How to Plant a Grafted Mango Tree in Sandy Florida Soil',
        slug: 'how-to-plant-a-grafted-mango-tree-in-sandy-florida-soil',
        category: 'Growing Tips',
        excerpt:
          'Our sandy coastal soil drains fast and holds little. Here is the planting method we use for every grafted tree that leaves our nursery.',
        content: [
          'Most of the trees we sell go into the same kind of ground we have: fast-draining sand with very little organic matter. Mangos actually like that. What they do not like is sitting in water, being planted too deep, or getting a blast of fertilizer in their first weeks.',
          'Pick the sunniest spot you have, at least fifteen feet from the house and from other trees. Dig a hole two or three times as wide as the pot but no deeper than the root ball. Set the tree so the top of the root ball sits an inch above the surrounding soil, and make sure the graft union (the little bump on the trunk) stays well above ground.',
          'Backfill with the native soil; there is no need to add potting mix. Build a low ring of soil around the tree to hold water, soak it thoroughly, and spread three inches of mulch in a wide circle, keeping it a hand-width away from the trunk.',
          'Water every other day for the first two weeks, then twice a week for the first couple of months unless it rains. Wait six weeks before the first light feeding. And when your young tree flowers in its first spring, be brave and pinch the blooms off: a young tree that puts its energy into roots and branches will reward you for years.',
        ].join('\n\n'),
        imageUrl: demoImageUrl('grafted-tree.svg'),
        published: true,
        createdAt: daysAgo(10),
        updatedAt: daysAgo(8),
      },
      {
        title: 'A Morning with the Bees During the Mango Bloom',
        slug: 'a-morning-with-the-bees-during-the-mango-bloom',
        category: 'Farm Updates',
        excerpt:
          'When the mango trees flower, our hives go to work. A look inside the boxes and at the small, special harvest that follows.',
        content: [
          "Mango flowers are tiny, and there are thousands of them on every panicle. On a warm March morning the whole grove hums. Our six hives sit along the east edge of the trees, and by nine o'clock the entrances are busy with foragers coming home heavy with pollen.",
          'We opened two of the hives this week to check on them. Both queens are laying well, the brood pattern is tight and the top boxes are starting to fill with fresh nectar. The bees were calm, which is always a good sign that they are well fed and healthy.',
          'Mango blossom honey is one of our favorite things we make. It is pale, gentle and faintly fruity, and the flow only lasts a few weeks, so there is never much of it. We leave plenty for the bees and jar the rest by hand.',
          'If you would like to see the hives up close, our Beehive Visit runs on weekend mornings. We provide the veils and the stories; you bring the curiosity.',
        ].join('\n\n'),
        imageUrl: demoImageUrl('beehive.svg'),
        published: true,
        createdAt: bloomStory,
        updatedAt: bloomStory,
      },
      {
        title: 'Blackberry Cobbler Sweetened with Wildflower Honey',
        slug: 'blackberry-cobbler-sweetened-with-wildflower-honey',
        category: 'Recipes',
        excerpt:
          'Our family’s go-to dessert when the blackberry rows are loaded: a buttery biscuit topping over berries sweetened with raw honey.',
        content: [
          'When the Ouachita rows are at their peak we pick more berries than any family can eat fresh, and this cobbler is where most of them end up. It is not fancy, and that is the point.',
          'Toss five cups of blackberries with a third of a cup of wildflower honey, a tablespoon of lemon juice and two tablespoons of cornstarch, and pour them into a buttered baking dish. For the topping, cut six tablespoons of cold butter into a cup and a half of flour with a spoonful of sugar, two teaspoons of baking powder and a pinch of salt, then stir in three quarters of a cup of buttermilk.',
          'Drop the dough over the fruit in rough spoonfuls, sprinkle with a little coarse sugar and bake at 375°F for about forty minutes, until the top is golden and the berries bubble up at the edges. Let it rest for fifteen minutes if you can stand it.',
          'Serve it warm with vanilla ice cream and one more drizzle of honey. The full recipe card is on our Recipes page.',
        ].join('\n\n'),
        imageUrl: demoImageUrl('blackberries.svg'),
        published: true,
        createdAt: blackberryStory,
        updatedAt: blackberryStory,
      },
      {
        title: 'Muscadines Are Ripe on the Arbor',
        slug: 'muscadines-are-ripe-on-the-arbor',
        category: 'Harvest Updates',
        excerpt:
          'The grape arbor is heavy with bronze and purple clusters. Here is how we pick them, how to eat one, and what we make with the rest.',
        content: [
          'Late summer belongs to the muscadines. The vines on our old arbor flowered back in spring, and this week the clusters turned from green to bronze and deep purple almost overnight. The wasps noticed before we did.',
          'Muscadines do not ripen all at once, so we pick the arbor by hand every few days, taking only the berries that come away with a gentle tug. A ripe one is fragrant, a little soft and so sweet that you can smell the arbor from the farm stand.',
          'To eat one the Southern way, put the stem end to your lips, squeeze, and let the juicy pulp pop into your mouth. Spit out the seeds, and try the thick skin if you like: it is tart and full of flavor. Whatever we cannot sell fresh becomes jelly; the recipe is on our Recipes page.',
          'The harvest runs into October. Quarts are in the shop and at the stand while they last.',
        ].join('\n\n'),
        imageUrl: demoImageUrl('grapes.svg'),
        published: true,
        createdAt: muscadineStory,
        updatedAt: muscadineStory,
      },
      {
        title: 'Plant Blackberries and Muscadines in the Cool Months',
        slug: 'plant-blackberries-and-muscadines-in-the-cool-months',
        category: 'Growing Tips',
        excerpt:
          'Our mild winters are the best time to put in berry plants and grape vines. Here is how we plant both, and what to expect next spring.',
        content: [
          'When the summer heat finally breaks, we start planting. Blackberries and muscadines set their roots best in the cool, drier months, so they are ready to grow hard when spring arrives.',
          'Give blackberries full sun and plant them three to four feet apart in a row, at the same depth they sat in the pot. Our thornless Ouachitas stand upright, but a single wire at waist height keeps the canes tidy. Water them in well and mulch the row.',
          'Muscadine vines need more room: fifteen to twenty feet apart along a sturdy two-wire trellis. Cut the new vine back to two or three buds and train the strongest shoot straight up to the wire.',
          'Blackberries planted now give a few berries in late spring and a real crop the year after. Muscadines take a little longer, usually fruiting in their second or third summer. Both are in the nursery now.',
        ].join('\n\n'),
        imageUrl: demoImageUrl('blackberry-bush.svg'),
        published: true,
        createdAt: plantingStory,
        updatedAt: plantingStory,
      },
      {
        title: 'Now Delivering Around Jensen Beach and Stuart',
        slug: 'now-delivering-around-jensen-beach-and-stuart',
        category: 'News',
        excerpt:
          'Local delivery is here. If you live within about fifteen miles of the farm, we can bring your order to your door.',
        content: [
          'For three seasons our neighbors have asked whether we could just drop their mangos off on the way to the market. Starting this month, we can.',
          'Local delivery covers Jensen Beach, Stuart, Palm City, Hobe Sound and Port St. Lucie, roughly fifteen miles around the farm. Orders over $25 are delivered free; smaller orders are a flat $10. We deliver within one to two days, and fresh fruit goes out in insulated boxes.',
          'Farm pickup is still free and same-day, and of course you are always welcome at the stand. Thank you for supporting a small farm!',
        ].join('\n\n'),
        imageUrl: demoImageUrl('farm-tour.svg'),
        published: true,
        createdAt: daysAgo(50),
        updatedAt: daysAgo(50),
      },
      {
        title: 'Fall Grafting Workshop Dates Announced',
        slug: 'fall-grafting-workshop-dates-announced',
        category: 'Events',
        excerpt:
          'Learn to graft your own mango tree this fall. Small classes, all tools provided, and you take your tree home.',
        content: [
          'Our grafting workshops filled up within days last year, so we are adding more dates this fall. Each class is limited to eight people so everyone gets hands-on time with a grafting knife.',
          'We will cover choosing budwood, the cleft and veneer grafts we use on our own trees, wrapping and aftercare. Every participant grafts and takes home their own tree.',
          'Dates and booking details are coming soon. Drafting this post while we confirm the schedule with our nursery crew.',
        ].join('\n\n'),
        imageUrl: demoImageUrl('grafted-tree.svg'),
        published: false,
        createdAt: daysAgo(1),
        updatedAt: daysAgo(0),
      },
    ])
    .returning({ id: blogPosts.id, slug: blogPosts.slug })
  const postId = (slugStart: string) => {
    const row = postRows.find((p) => p.slug.startsWith(slugStart))
    if (!row) throw new Error(`demo post missing: ${slugStart}`)
    return row.id
  }

  await tx.insert(blogComments).values([
    {
      blogPostId: postId('mango-season'),
      authorName: 'Linda Carver',
      authorEmail: 'linda.carver@example.com',
      content:
        'Finally! We have been watching your trees from the road for weeks. See you at the stand on Saturday.',
      isApproved: true,
      createdAt: hadenComments[0],
    },
    {
      blogPostId: postId('mango-season'),
      authorName: 'Marcus',
      authorEmail: 'marcus.j@example.com',
      content:
        'Thanks for the ripening tip. I always put mine straight in the fridge and wondered why they never got sweet.',
      isApproved: true,
      createdAt: hadenComments[1],
    },
    {
      blogPostId: postId('how-to-plant'),
      authorName: 'Sandra P.',
      authorEmail: 'sandra.p@example.com',
      content:
        'Followed this exactly with the Glenn I bought from you last spring. It just pushed its third flush of new leaves!',
      isApproved: true,
      createdAt: daysAgo(6, 11),
    },
    {
      blogPostId: postId('mango-season'),
      authorName: 'Joe from Stuart',
      authorEmail: 'joe.stuart@example.com',
      content: 'Do you ship mangos to Georgia? My mom would love a box.',
      isApproved: false,
      createdAt: hadenComments[2],
    },
  ])
}
