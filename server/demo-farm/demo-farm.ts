import type { Db } from '../db/client'
import type { FileStorage } from '../domains/media/storage'
import { storeDemoImages } from './demo-images'
import { createDemoClock } from './sections/demo-clock'
import { seedSiteContent } from './sections/site-content'
import { demoSettings, seedSettings } from './sections/settings'
import { seedFarmSettings } from './sections/farm-settings'
import { seedProducts } from './sections/products'
import { seedReviews } from './sections/reviews'
import { seedBlogPostsAndComments } from './sections/blog-posts'
import { seedShippingOptions } from './sections/shipping-options'
import { seedEventsAndWorkshops } from './sections/events-and-workshops'
import { seedRecipes } from './sections/recipes'
import { seedPhotoGallery } from './sections/photo-gallery'
import { seedSeasonalCalendar } from './sections/seasonal-calendar'
import { seedPlantInventory } from './sections/plant-inventory'
import { seedSubscriptionPlans } from './sections/subscription-plans'
import { seedHarvestAlerts } from './sections/harvest-alerts'
import { seedPickYourOwn } from './sections/pick-your-own'
import { seedPastOrders } from './sections/orders'
import { seedReminders } from './sections/reminders'

/** Settings keys the demo writes (defined with their section, demo-farm/settings.ts). */
export { demoSettings }

/**
 * Fills an EMPTY database with a believable demo farm: products, blog, site text, shipping
 * options, events and workshops, recipes, gallery, seasonal data, plants, plans, alerts,
 * pick-your-own sessions relative to today, reviews, comments, a few orders and bookings.
 * The caller checks that the shop is empty; everything is written in one transaction.
 * One file a section (demo-farm/), run in this order: ids are generated, so the order matters.
 */
export async function seedDemoFarm(db: Db, storage: FileStorage): Promise<void> {
  const demoImageUrl = await storeDemoImages(storage)
  const clock = createDemoClock(new Date())

  await db.transaction(async (tx) => {
    await seedSiteContent(tx, demoImageUrl)
    await seedSettings(tx)
    await seedFarmSettings(tx)
    const productId = await seedProducts(tx, demoImageUrl)
    await seedReviews(tx, productId, clock)
    await seedBlogPostsAndComments(tx, demoImageUrl, clock)
    await seedShippingOptions(tx)
    await seedEventsAndWorkshops(tx, clock)
    await seedRecipes(tx, demoImageUrl, clock)
    await seedPhotoGallery(tx, demoImageUrl, clock)
    await seedSeasonalCalendar(tx)
    await seedPlantInventory(tx, demoImageUrl)
    await seedSubscriptionPlans(tx)
    await seedHarvestAlerts(tx, productId, clock)
    await seedPickYourOwn(tx, productId, clock)
    await seedPastOrders(tx, productId, clock)
    await seedReminders(tx, clock)
  })
}
