import {
  addCalendarDays,
  defaultFarmTimeZone,
  farmInstant,
  farmToday,
} from '../../../contracts/farm-time'
import type { Db } from '../client'
import type { FileStorage } from '../../domains/media/storage'
import { demoImageFiles, storeDemoImages } from './demo-images'
import { demoSeasonalItems, seasonClock } from './demo-seasons'
import { siteContentDefaults, type SiteContentDefault } from '../../../contracts/site-content'
import { products, productReviews } from '../schema/catalog'
import {
  blogComments,
  blogPosts,
  photoGallery,
  recipes,
  seasonalAvailability,
  seasonalCalendar,
  settings,
  siteContent,
} from '../schema/content'
import { shippingOptions } from '../schema/shipping'
import {
  bookings,
  farmEvents,
  pickYourOwnBookings,
  pickYourOwnSlots,
  plantInventory,
} from '../schema/visits'
import { harvestAlerts, subscriptionPlans } from '../schema/engagement'
import { orderItems, orders, payments, type ShippingAddress } from '../schema/orders'
import { reminders } from '../schema/operations'
import { auditLog } from '../schema/platform'
import { orderAuditActions } from '../../domains/orders/order-history'

/** Settings keys the demo writes (the app reads them from the settings table). */
export const demoSettings = {
  /** 5-digit ZIP codes within about 15 miles of the farm, served by local delivery. */
  delivery_zip_codes: [
    '34957',
    '34958',
    '34994',
    '34996',
    '34997',
    '34990',
    '34952',
    '34983',
    '33455',
  ],
  /** Where new orders, bookings and contact messages are announced. */
  farm_notification_email: 'hello@groveside.farm',
  /** The one free-shipping promise: these methods are free over this subtotal (decision 0016). */
  free_shipping: { overSubtotalCents: 7500, methods: ['standard_shipping'] },
  /** Days after delivery (or pickup) that an order's review request goes out (decision 0042). */
  review_request_delay_days: 3,
} as const

const dayMs = 24 * 60 * 60 * 1000

/**
 * Fills an EMPTY database with a believable demo farm: products, blog, site text, shipping
 * options, events and workshops, recipes, gallery, seasonal data, plants, plans, alerts,
 * pick-your-own sessions relative to today, reviews, comments, a few orders and bookings.
 * The caller checks that the shop is empty; everything is written in one transaction.
 */
export async function seedDemoFarm(db: Db, storage: FileStorage): Promise<void> {
  const demoImageUrl = await storeDemoImages(storage)
  // The site texts' built-in pictures are the drawings; the stored rows get their renditions.
  const demoImageFor = (url: string) => {
    const file = demoImageFiles.find((name) => url === `/uploads/demo/${name}`)
    return file ? demoImageUrl(file) : url
  }

  const now = new Date()
  const daysAgo = (days: number, hour = 9) => {
    const date = new Date(now.getTime() - days * dayMs)
    date.setUTCHours(hour + 4, 0, 0, 0) // roughly the farm's morning (UTC-4/-5)
    return date
  }
  /** Calendar date (YYYY-MM-DD) in the farm's time zone, `offset` days from today. */
  const farmDate = (offset: number) => addCalendarDays(farmToday(defaultFarmTimeZone, now), offset)
  // What speaks of a season is dated in it (issue 22): see demo-seasons.ts.
  const seasons = seasonClock(now, defaultFarmTimeZone)
  const hadenStory = seasons.storyInstant(
    'mango-season-is-here-our-first-haden-harvest-of-the-year',
  )
  const bloomStory = seasons.storyInstant('a-morning-with-the-bees-during-the-mango-bloom')
  const blackberryStory = seasons.storyInstant('blackberry-cobbler-sweetened-with-wildflower-honey')
  const muscadineStory = seasons.storyInstant('muscadines-are-ripe-on-the-arbor')
  const plantingStory = seasons.storyInstant('plant-blackberries-and-muscadines-in-the-cool-months')
  // The Haden reviews and comments follow the story (hours after it).
  const hadenReviewed = seasons.following(hadenStory, [149, 267, 416])
  const hadenComments = seasons.following(hadenStory, [29, 57, 73])

  await db.transaction(async (tx) => {
    // ---------------------------------------------------------------- site content + settings
    await tx.insert(siteContent).values(
      Object.entries(siteContentDefaults as Record<string, SiteContentDefault>).map(
        ([key, item]) => ({
          key,
          title: item.title,
          content: item.content,
          imageUrl: item.imageUrl ? demoImageFor(item.imageUrl) : null,
          contentType: item.contentType,
          description: item.description,
        }),
      ),
    )
    await tx
      .insert(settings)
      .values(Object.entries(demoSettings).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing() // migration 0003 writes free_shipping for shops seeded before it

    // ---------------------------------------------------------------- products
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
          imageUrl: demoImageUrl('grafted-tree.svg'),
          featured: true,
        },
        {
          name: 'Grafted Mango Tree – Nam Doc Mai',
          description:
            'A Thai favorite with long, golden, fiberless fruit. Vigorous and a reliable bearer in coastal Florida. Grafted here and grown in full sun.',
          priceCents: 9500,
          unit: '3-gallon pot',
          category: 'plants',
          imageUrl: demoImageUrl('grafted-tree.svg'),
        },
        {
          name: 'Blackberry Plant – Ouachita',
          description:
            'The thornless, upright blackberry that fills our rows. Low-chill and heat-tolerant; plant in winter and pick your first berries in late spring.',
          priceCents: 1800,
          unit: '1-gallon pot',
          category: 'plants',
          imageUrl: demoImageUrl('blackberry-bush.svg'),
        },
        {
          name: 'Muscadine Grape Vine – Noble',
          description:
            'A self-fertile purple muscadine that thrives in Florida heat and humidity. Great for fresh eating, juice and jelly; train it on a simple two-wire trellis.',
          priceCents: 2400,
          unit: '1-gallon pot',
          category: 'plants',
          imageUrl: demoImageUrl('grape-vine.svg'),
        },
      ])
      .returning({ id: products.id, name: products.name })
    const productId = (name: string) => {
      const row = productRows.find((p) => p.name === name)
      if (!row) throw new Error(`demo product missing: ${name}`)
      return row.id
    }

    // ---------------------------------------------------------------- reviews
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

    // ---------------------------------------------------------------- blog
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

    // ---------------------------------------------------------------- shipping options
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

    // ---------------------------------------------------------------- events and workshops
    const eventRows = await tx
      .insert(farmEvents)
      .values([
        {
          code: 'general_event',
          eventType: 'event',
          title: 'Guided Farm Tour',
          durationMinutes: 120,
          startTime: '09:00',
          pricePerPersonCents: 2500,
          maxPeople: 15,
          description:
            'Walk the whole farm with one of us: the mango grove, the blackberry rows, the grape arbor and the bee yard (from a safe distance). We finish at the stand with a tasting of whatever is in season.',
          includes: [
            'Guided walk through the grove, berry rows and arbor',
            'Seasonal fruit tasting',
            'Honey tasting flight',
            'Cold water and shade breaks',
          ],
          sortOrder: 1,
        },
        {
          code: 'mango_grove_event',
          eventType: 'event',
          title: 'Mango Grove Walk & Tasting',
          durationMinutes: 90,
          startTime: '08:30',
          pricePerPersonCents: 2000,
          maxPeople: 12,
          description:
            'Meet our mango trees, from the old Hadens to the young grafted Glenns, and learn how we grow, prune and pick them. Then taste three varieties side by side.',
          includes: [
            'Walk through the mango grove',
            'Tasting of three mango varieties',
            'Tips for growing mangos at home',
          ],
          sortOrder: 2,
        },
        {
          code: 'beekeeping_event',
          eventType: 'event',
          title: 'Beehive Visit',
          durationMinutes: 60,
          startTime: '10:00',
          pricePerPersonCents: 3000,
          maxPeople: 8,
          description:
            'Suit up and stand beside an open hive while our beekeeper pulls frames, finds the queen and explains how a colony works. Ages 8 and up.',
          includes: [
            'Protective veil and gloves',
            'Open-hive demonstration',
            'Raw honey and honeycomb tasting',
          ],
          sortOrder: 3,
        },
        {
          code: 'fruit_tree_grafting',
          eventType: 'workshop',
          title: 'Fruit Tree Grafting Workshop',
          durationMinutes: 180,
          startTime: '09:00',
          pricePerPersonCents: 7500,
          maxPeople: 8,
          description:
            'Learn the cleft and veneer grafts we use on every tree in our nursery. Practice on cuttings, then graft your own mango tree to take home.',
          includes: [
            'All tools and materials',
            'Rootstock and budwood',
            'Your own grafted tree to take home',
            'Printed aftercare guide',
          ],
          sortOrder: 4,
        },
        {
          code: 'beekeeping_basics',
          eventType: 'workshop',
          title: 'Beekeeping Basics',
          durationMinutes: 240,
          startTime: '09:00',
          pricePerPersonCents: 9500,
          maxPeople: 6,
          description:
            'Everything you need to decide whether backyard bees are for you: equipment, hive inspections, seasonal care in Florida, and a hands-on inspection of our hives.',
          includes: [
            'Full protective suit for the day',
            'Hands-on hive inspection',
            'Beginner beekeeping handbook',
            'A jar of our wildflower honey',
          ],
          sortOrder: 5,
        },
        {
          code: 'sustainable_farming',
          eventType: 'workshop',
          title: 'Sustainable Small-Farm Growing',
          durationMinutes: 150,
          startTime: '13:00',
          pricePerPersonCents: 6000,
          maxPeople: 12,
          description:
            'How we build soil on sand, use mulch and cover crops, manage pests without harsh sprays and save water. Practical ideas for a backyard or a few acres.',
          includes: [
            'Farm walk with practical demonstrations',
            'Composting and mulching guide',
            'Seedlings to take home',
          ],
          sortOrder: 6,
        },
      ])
      .returning({ id: farmEvents.id, code: farmEvents.code, title: farmEvents.title })
    const event = (code: string) => {
      const row = eventRows.find((e) => e.code === code)
      if (!row) throw new Error(`demo event missing: ${code}`)
      return row
    }

    await tx.insert(bookings).values([
      {
        farmEventId: event('general_event').id,
        type: 'event',
        title: event('general_event').title,
        customerName: 'Rachel Nguyen',
        customerEmail: 'rachel.nguyen@example.com',
        customerPhone: '(555) 310-2231',
        numberOfPeople: 4,
        preferredDate: farmDate(6),
        alternateDate: farmDate(7),
        specialRequests: 'Two of us are kids, ages 7 and 10.',
        status: 'pending',
        totalPriceCents: 4 * 2500,
        createdAt: daysAgo(1, 15),
      },
      {
        farmEventId: event('fruit_tree_grafting').id,
        type: 'workshop',
        title: event('fruit_tree_grafting').title,
        customerName: 'George Alvarez',
        customerEmail: 'g.alvarez@example.com',
        customerPhone: '(555) 867-4410',
        numberOfPeople: 2,
        preferredDate: farmDate(13),
        status: 'confirmed',
        totalPriceCents: 2 * 7500,
        createdAt: daysAgo(5, 10),
      },
      {
        farmEventId: event('mango_grove_event').id,
        type: 'event',
        title: event('mango_grove_event').title,
        customerName: 'Beth Hammond',
        customerEmail: 'beth.hammond@example.com',
        numberOfPeople: 3,
        preferredDate: farmDate(2),
        specialRequests: 'Wheelchair access, please.',
        status: 'cancelled',
        totalPriceCents: 3 * 2000,
        createdAt: daysAgo(8, 12),
      },
    ])

    // ---------------------------------------------------------------- recipes
    await tx.insert(recipes).values([
      {
        title: 'Fresh Mango Salsa',
        slug: 'fresh-mango-salsa',
        description:
          'Sweet mango, crunchy red onion, lime and a little jalapeño heat. Great with chips, grilled fish or tacos.',
        category: 'Appetizers',
        difficulty: 'easy',
        prepTime: 15,
        cookTime: 0,
        servings: 6,
        featuredProducts: ['Mango'],
        imageUrl: demoImageUrl('recipe-bowl.svg'),
        ingredients: [
          '2 ripe Haden mangos, diced',
          '1/2 small red onion, finely chopped',
          '1 jalapeño, seeded and minced',
          '1/4 cup chopped cilantro',
          'Juice of 2 limes',
          '1/2 teaspoon salt',
        ],
        instructions: [
          'Combine the mango, onion, jalapeño and cilantro in a bowl.',
          'Add the lime juice and salt and stir gently.',
          'Let the salsa rest for 10 minutes so the flavors come together, then taste and adjust the salt.',
        ],
        published: true,
        createdAt: daysAgo(40),
      },
      {
        title: 'Blackberry Honey Cobbler',
        slug: 'blackberry-honey-cobbler',
        description:
          'A buttery biscuit topping over blackberries sweetened with raw wildflower honey. Our family’s summer dessert.',
        category: 'Desserts',
        difficulty: 'medium',
        prepTime: 20,
        cookTime: 40,
        servings: 8,
        featuredProducts: ['Blackberry', 'Honey'],
        imageUrl: demoImageUrl('blackberries.svg'),
        ingredients: [
          '5 cups fresh blackberries',
          '1/3 cup wildflower honey, plus more to serve',
          '1 tablespoon lemon juice',
          '2 tablespoons cornstarch',
          '1 1/2 cups all-purpose flour',
          '1 tablespoon sugar, plus coarse sugar for the top',
          '2 teaspoons baking powder',
          '1/4 teaspoon salt',
          '6 tablespoons cold butter, cubed',
          '3/4 cup buttermilk',
        ],
        instructions: [
          'Heat the oven to 375°F and butter a 9-inch baking dish.',
          'Toss the blackberries with the honey, lemon juice and cornstarch and pour into the dish.',
          'Whisk the flour, sugar, baking powder and salt; cut in the butter until it looks like coarse crumbs.',
          'Stir in the buttermilk just until a soft dough forms.',
          'Drop spoonfuls of dough over the fruit and sprinkle with coarse sugar.',
          'Bake about 40 minutes, until golden and bubbling. Rest 15 minutes and serve with a drizzle of honey.',
        ],
        published: true,
        createdAt: daysAgo(35),
      },
      {
        title: 'Honey-Lime Grilled Chicken with Mango',
        slug: 'honey-lime-grilled-chicken-with-mango',
        description:
          'Chicken thighs in a honey, lime and garlic marinade, grilled and served with charred mango cheeks.',
        category: 'Dinner',
        difficulty: 'medium',
        prepTime: 15,
        cookTime: 20,
        servings: 4,
        featuredProducts: ['Mango', 'Honey'],
        imageUrl: demoImageUrl('recipe-bowl.svg'),
        ingredients: [
          '2 lb boneless chicken thighs',
          '3 tablespoons wildflower honey',
          'Zest and juice of 2 limes',
          '3 cloves garlic, grated',
          '2 tablespoons olive oil',
          '1 teaspoon salt',
          '2 firm-ripe mangos, cheeks cut off',
        ],
        instructions: [
          'Whisk the honey, lime zest and juice, garlic, olive oil and salt.',
          'Marinate the chicken for at least 30 minutes (or overnight in the fridge).',
          'Grill the chicken over medium-high heat, 5 to 6 minutes per side.',
          'Grill the mango cheeks cut side down for 2 minutes, until marked.',
          'Rest the chicken 5 minutes, slice, and serve with the mango.',
        ],
        published: true,
        createdAt: daysAgo(25),
      },
      {
        title: 'Muscadine Grape Jelly',
        slug: 'muscadine-grape-jelly',
        description:
          'The classic Southern jelly, made from our muscadines. Deep purple, musky and sweet.',
        category: 'Preserves',
        difficulty: 'hard',
        prepTime: 45,
        cookTime: 30,
        servings: 48,
        featuredProducts: ['Grape'],
        imageUrl: demoImageUrl('grapes.svg'),
        ingredients: [
          '4 quarts muscadine grapes',
          '1 cup water',
          '1 box (1.75 oz) powdered pectin',
          '5 cups sugar',
        ],
        instructions: [
          'Wash and stem the grapes, crush them in a large pot and add the water.',
          'Simmer 10 minutes, then strain through a jelly bag without squeezing; you need 5 cups of juice.',
          'Bring the juice and pectin to a full rolling boil, stirring constantly.',
          'Add the sugar all at once, return to a hard boil and boil exactly 1 minute.',
          'Skim the foam, ladle into hot sterilized jars leaving 1/4 inch headspace, and process 5 minutes in a water bath.',
        ],
        published: true,
        createdAt: daysAgo(15),
      },
      {
        title: 'Mango Lassi with Wildflower Honey',
        slug: 'mango-lassi-with-wildflower-honey',
        description:
          'A cold, creamy yogurt drink for hot afternoons. Still testing the honey ratio.',
        category: 'Beverages',
        difficulty: 'easy',
        prepTime: 5,
        cookTime: 0,
        servings: 2,
        featuredProducts: ['Mango', 'Honey'],
        imageUrl: demoImageUrl('mango.svg'),
        ingredients: [
          '1 large ripe mango, peeled and chopped',
          '1 cup plain yogurt',
          '1/2 cup cold milk',
          '1 to 2 tablespoons wildflower honey',
          'A pinch of ground cardamom',
          'Ice',
        ],
        instructions: [
          'Blend everything except the ice until smooth.',
          'Taste and add more honey if you like.',
          'Pour over ice and serve right away.',
        ],
        published: false,
        createdAt: daysAgo(2),
      },
    ])

    // ---------------------------------------------------------------- photo gallery
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

    // ---------------------------------------------------------------- seasonal data
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
      [
        ['Peak mango season', 'Saw palmetto honey'],
        'Kents and Glenns join the Hadens at the stand.',
      ],
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

    // ---------------------------------------------------------------- plant inventory
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

    // ---------------------------------------------------------------- subscription plans
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

    // ---------------------------------------------------------------- harvest alerts
    // This month's alert (live) and the one before it (expired), from the calendar's seasons.
    const { live, past } = seasons.harvestAlerts()
    await tx.insert(harvestAlerts).values([
      ...[live, past].map((alert) => ({
        productId: productId(alert.product),
        productName: alert.product,
        alertType: alert.alertType,
        title: alert.title,
        message: alert.message,
        alertDate: alert.alertDate,
        expiryDate: alert.expiryDate,
        active: true,
        // Already e-mailed when it went live: seeding sends nothing.
        notifiedAt: alert.alertDate,
      })),
      {
        productId: null,
        productName: 'Nam Doc Mai Mango Trees',
        alertType: 'new_variety',
        title: 'New in the nursery: Nam Doc Mai',
        message: 'Our first batch of grafted Nam Doc Mai trees is almost ready. Details soon.',
        alertDate: daysAgo(1),
        expiryDate: null,
        active: false,
      },
    ])

    // ---------------------------------------------------------------- pick-your-own
    const slotPlan: Array<{
      offset: number
      product: string
      start: string
      end: string
      max: number
      booked: number[]
      price: number
      active?: boolean
    }> = [
      {
        offset: 2,
        product: 'Fresh Blackberries',
        start: '08:00',
        end: '10:00',
        max: 12,
        booked: [4, 3, 4],
        price: 1000,
      },
      {
        offset: 2,
        product: 'Haden Mangos',
        start: '10:30',
        end: '12:30',
        max: 10,
        booked: [2],
        price: 1500,
      },
      {
        offset: 4,
        product: 'Fresh Blackberries',
        start: '08:00',
        end: '10:00',
        max: 8,
        booked: [5, 3],
        price: 1000,
      },
      {
        offset: 6,
        product: 'Muscadine Grapes',
        start: '09:00',
        end: '11:00',
        max: 10,
        booked: [],
        price: 1200,
      },
      {
        offset: 9,
        product: 'Haden Mangos',
        start: '08:00',
        end: '10:00',
        max: 10,
        booked: [3, 2],
        price: 1500,
      },
      {
        offset: 11,
        product: 'Fresh Blackberries',
        start: '08:00',
        end: '10:00',
        max: 12,
        booked: [],
        price: 1000,
        active: false,
      },
      {
        offset: 13,
        product: 'Muscadine Grapes',
        start: '09:00',
        end: '11:00',
        max: 15,
        booked: [2],
        price: 1200,
      },
      {
        offset: 16,
        product: 'Haden Mangos',
        start: '08:00',
        end: '10:00',
        max: 10,
        booked: [],
        price: 1500,
      },
      {
        offset: 18,
        product: 'Fresh Blackberries',
        start: '08:00',
        end: '10:00',
        max: 12,
        booked: [],
        price: 1000,
      },
      {
        offset: 20,
        product: 'Muscadine Grapes',
        start: '09:00',
        end: '11:00',
        max: 10,
        booked: [],
        price: 1200,
      },
    ]
    const slotRows = await tx
      .insert(pickYourOwnSlots)
      .values(
        slotPlan.map((slot) => ({
          productId: productId(slot.product),
          productName: slot.product,
          date: farmDate(slot.offset),
          startTime: slot.start,
          endTime: slot.end,
          maxPeople: slot.max,
          currentBookings: slot.booked.reduce((sum, people) => sum + people, 0),
          pricePerPersonCents: slot.price,
          active: slot.active ?? true,
        })),
      )
      .returning({ id: pickYourOwnSlots.id })
    const pickers = [
      ['Ana Torres', 'ana.torres@example.com'],
      ['Ben Whitfield', 'ben.w@example.com'],
      ['Carla Moss', 'carla.moss@example.com'],
      ['Deshawn Price', 'deshawn.price@example.com'],
      ['Emily Chen', 'emily.chen@example.com'],
    ] as const
    let pickerIndex = 0
    const pyoBookings = slotPlan.flatMap((slot, i) =>
      slot.booked.map((people) => {
        const [customerName, customerEmail] = pickers[pickerIndex++ % pickers.length]!
        return {
          slotId: slotRows[i]!.id,
          customerName,
          customerEmail,
          numberOfPeople: people,
          totalPriceCents: people * slot.price,
          status: 'confirmed' as const,
          createdAt: daysAgo(1 + (pickerIndex % 4), 16),
        }
      }),
    )
    if (pyoBookings.length > 0) await tx.insert(pickYourOwnBookings).values(pyoBookings)

    // ---------------------------------------------------------------- a few past orders
    const demoOrders: Array<{
      customerName: string
      customerEmail: string
      customerPhone: string
      shippingAddress: ShippingAddress
      shippingMethod: string
      shippingCostCents: number
      status: 'confirmed' | 'processing' | 'delivered'
      createdAt: Date
      items: Array<[string, number]>
      reference: string
    }> = [
      {
        customerName: 'Hannah Whitaker',
        customerEmail: 'hannah.whitaker@example.com',
        customerPhone: '(555) 402-1187',
        shippingAddress: {
          street: '118 NE Ricou Terrace',
          city: 'Jensen Beach',
          state: 'FL',
          zipCode: '34957',
        },
        shippingMethod: 'farm_pickup',
        shippingCostCents: 0,
        status: 'delivered',
        createdAt: daysAgo(12, 10),
        items: [
          ['Haden Mangos', 3],
          ['Wildflower Honey', 1],
        ],
        reference: 'demo_payment_0001',
      },
      {
        customerName: 'Luis Ortega',
        customerEmail: 'luis.ortega@example.com',
        customerPhone: '(555) 739-5520',
        shippingAddress: {
          street: '42 SW Palm Cove Drive',
          city: 'Stuart',
          state: 'FL',
          zipCode: '34997',
        },
        shippingMethod: 'local_delivery',
        shippingCostCents: 0,
        status: 'processing',
        createdAt: daysAgo(2, 11),
        items: [
          ['Grafted Mango Tree – Glenn', 1],
          ['Raw Honeycomb', 2],
        ],
        reference: 'demo_payment_0002',
      },
      {
        customerName: 'Karen Liu',
        customerEmail: 'karen.liu@example.com',
        customerPhone: '(555) 218-0934',
        shippingAddress: {
          street: '905 Lake Ivanhoe Boulevard',
          city: 'Orlando',
          state: 'FL',
          zipCode: '32804',
        },
        shippingMethod: 'refrigerated_shipping',
        shippingCostCents: 3500,
        status: 'confirmed',
        createdAt: daysAgo(1, 9),
        items: [
          ['Fresh Blackberries', 2],
          ['Mango Blossom Honey', 2],
        ],
        reference: 'demo_payment_0003',
      },
    ]
    const priceOf = new Map(
      (
        await tx
          .select({ id: products.id, priceCents: products.priceCents, unit: products.unit })
          .from(products)
      ).map((p) => [p.id, p]),
    )
    for (const demo of demoOrders) {
      const lines = demo.items.map(([name, quantity]) => {
        const id = productId(name)
        const product = priceOf.get(id)!
        return {
          productId: id,
          productName: name,
          unit: product.unit,
          quantity,
          pricePerUnitCents: product.priceCents,
          totalPriceCents: product.priceCents * quantity,
        }
      })
      const subtotalCents = lines.reduce((sum, line) => sum + line.totalPriceCents, 0)
      const totalAmountCents = subtotalCents + demo.shippingCostCents
      const [order] = await tx
        .insert(orders)
        .values({
          customerName: demo.customerName,
          customerEmail: demo.customerEmail,
          customerPhone: demo.customerPhone,
          shippingAddress: demo.shippingAddress,
          shippingMethod: demo.shippingMethod,
          shippingCostCents: demo.shippingCostCents,
          subtotalCents,
          totalAmountCents,
          status: demo.status,
          paymentStatus: 'paid',
          paymentProvider: 'test',
          createdAt: demo.createdAt,
          updatedAt: demo.createdAt,
        })
        .returning({ id: orders.id })
      await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order!.id })))
      await tx.insert(payments).values({
        orderId: order!.id,
        provider: 'test',
        providerReference: demo.reference,
        amountCents: totalAmountCents,
        status: 'succeeded',
        createdAt: demo.createdAt,
        updatedAt: demo.createdAt,
      })
      // The order's history starts as a real one does: placed, then paid (order-history.ts).
      await tx.insert(auditLog).values({
        action: orderAuditActions.paid,
        targetType: 'orders',
        targetId: String(order!.id),
        before: { status: 'pending', paymentStatus: 'unpaid' },
        after: { status: 'confirmed', paymentStatus: 'paid' },
        createdAt: new Date(demo.createdAt.getTime() + 60_000),
      })
    }

    // ---------------------------------------------------------------- reminders
    await tx.insert(reminders).values([
      {
        title: 'Write this week’s blog post',
        description: 'Share what is ripe, what is blooming and any events coming up.',
        type: 'blog_post',
        frequency: 'weekly',
        isActive: true,
        // Reminders go out at 8:00 on the farm's clock (decision 0032).
        nextTrigger: farmInstant(farmDate(4), '08:00', defaultFarmTimeZone),
        emailEnabled: true,
        recipientEmail: demoSettings.farm_notification_email,
      },
      {
        title: 'Deep-water the young grafted trees',
        description: 'Nursery rows and the new plantings by the east fence.',
        type: 'watering',
        frequency: 'custom',
        customDays: 3,
        isActive: false,
        emailEnabled: true,
        recipientEmail: demoSettings.farm_notification_email,
      },
    ])
  })
}
