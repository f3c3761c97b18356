// Seeds the farm's reminders: a weekly blog post and a paused watering one.
import { defaultFarmTimeZone, farmInstant } from '#contracts/farm-time'
import type { Db } from '#server/db/client'
import { reminders } from '#server/db/schema/reminders'
import type { DemoClock } from './demo-clock'
import { demoSettings } from './settings'

export async function seedReminders(tx: Db, { farmDate }: DemoClock): Promise<void> {
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
}
