// Seeds the harvest alerts: this month's, the one before it and an inactive nursery one.
import type { Db } from '#server/db/client'
import { harvestAlerts } from '#server/db/schema/harvest-alerts'
import type { DemoClock } from './demo-clock'
import type { DemoProductId } from './products'

export async function seedHarvestAlerts(
  tx: Db,
  productId: DemoProductId,
  { daysAgo, seasons }: DemoClock,
): Promise<void> {
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
}
