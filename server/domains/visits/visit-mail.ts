import { farmAddressOneLine } from '#contracts/farm-settings-format'
import { farmTimeZoneOrDefault, formatVisitDate } from '#contracts/farm-time'
import { visitCalendarPath } from '#contracts/visits'
import { readSiteTexts } from '#server/domains/content/public'
import { readFarmSettings } from '#server/domains/settings/public'
import type { Db } from '#server/db/client'
import { centsToDecimal } from '#server/lib/money'
import { farmNotificationAddress } from '#server/domains/engagement/public'
import type { MailMessage } from '#server/domains/notifications/public'
import { visitCalendarFile } from './visit-calendar'
import { visitBookingLink, visitBookingToken } from './visit-links'
import { visitHours, type Visit } from './visit-records'
import type { VisitDeps } from './visit-deps'

/** The farm's details every visit e-mail and calendar file carries. */
export interface VisitContext {
  farmName: string
  timeZone: string
  location: string
  phone: string
}

export async function visitContext(db: Db): Promise<VisitContext> {
  const [texts, farm] = await Promise.all([readSiteTexts(db), readFarmSettings(db)])
  return {
    farmName: texts.text('farm_name'),
    timeZone: farmTimeZoneOrDefault(farm.timeZone),
    // One line reads well in e-mails and calendar files.
    location: farmAddressOneLine(farm.address),
    phone: farm.phone,
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`

function visitLines(visit: Visit, context: VisitContext) {
  const hours = visitHours(visit, context.timeZone)
  return [
    `What:   ${visit.title}`,
    `When:   ${formatVisitDate(visit.date)}${hours ? `, ${hours}` : ''}`,
    ...(visit.alternateDate && visit.status === 'pending'
      ? [`Or:     ${formatVisitDate(visit.alternateDate)}`]
      : []),
    `Who:    ${people(visit.numberOfPeople)}`,
    `Total:  $${centsToDecimal(visit.totalPriceCents)} (paid at the farm)`,
    `Where:  ${context.location}`,
  ]
}

type VisitMail =
  | 'requested'
  | 'confirmed'
  | 'moved'
  | 'reminder'
  | 'cancelled-by-farm'
  | 'cancelled-by-visitor'
  | 'farm-new-request'
  | 'farm-visitor-cancelled'

/**
 * Queues one e-mail about a visit inside the caller's transaction: to the visitor (with the link
 * to their booking page, and the calendar file once the visit is confirmed) or to the farm.
 * `movedFrom` is the visit as it was before staff moved it ('moved').
 */
export async function queueVisitMail(
  deps: VisitDeps,
  db: Db,
  visit: Visit,
  kind: VisitMail,
  movedFrom?: Visit,
): Promise<void> {
  const context = await visitContext(db)
  const token = await visitBookingToken(db, { kind: visit.kind, id: visit.id })
  const bookingUrl = visitBookingLink(deps.publicUrl, token)
  const name = oneLine(visit.customerName)
  const details = visitLines(visit, context)
  const manage = [`See or cancel your booking: ${bookingUrl}`]
  const signOff = ['', `${context.farmName}`, context.phone].filter((line) => line !== '')

  let message: MailMessage
  switch (kind) {
    case 'requested':
      message = {
        to: visit.customerEmail,
        subject: `We received your booking request: ${visit.title}`,
        text: [
          `Hello ${name},`,
          '',
          "Thank you for your booking request. We'll contact you within 24 hours to confirm your booking.",
          '',
          ...details,
          '',
          ...manage,
          ...signOff,
        ].join('\n'),
      }
      break
    case 'confirmed': {
      const calendar = visitCalendarFile(visit, { ...context, bookingUrl })
      message = {
        to: visit.customerEmail,
        subject: `Your visit is confirmed: ${visit.title} on ${formatVisitDate(visit.date)}`,
        text: [
          `Hello ${name},`,
          '',
          'Your visit is confirmed. We look forward to seeing you at the farm!',
          '',
          ...details,
          '',
          'The attached calendar file adds the visit to your calendar.',
          ...manage,
          ...signOff,
        ].join('\n'),
        attachments: calendar ? [calendar] : undefined,
      }
      break
    }
    case 'moved': {
      const when = (moved: Visit) => {
        const hours = visitHours(moved, context.timeZone)
        return `${formatVisitDate(moved.date)}${hours ? `, ${hours}` : ''}`
      }
      const calendar =
        visit.status === 'confirmed' ? visitCalendarFile(visit, { ...context, bookingUrl }) : null
      message = {
        to: visit.customerEmail,
        subject: `Your visit has moved: ${visit.title} on ${formatVisitDate(visit.date)}`,
        text: [
          `Hello ${name},`,
          '',
          `We have moved your booking to ${when(visit)}${movedFrom ? ` (it was ${when(movedFrom)})` : ''}.`,
          visit.status === 'pending'
            ? "Your request is still waiting for the farm's confirmation; we'll be in touch."
            : 'We look forward to seeing you at the farm!',
          '',
          ...details,
          '',
          `Add the new date to your calendar: ${deps.publicUrl}${visitCalendarPath(token)}`,
          `If the new date does not suit you, call us at ${context.phone} or reply to this e-mail.`,
          ...manage,
          ...signOff,
        ].join('\n'),
        attachments: calendar ? [calendar] : undefined,
      }
      break
    }
    case 'reminder':
      message = {
        to: visit.customerEmail,
        subject: `See you tomorrow: ${visit.title}`,
        text: [
          `Hello ${name},`,
          '',
          'A reminder that your visit to the farm is tomorrow.',
          '',
          ...details,
          '',
          'Wear closed shoes and a hat, and bring water. Plans changed? Please let us know:',
          ...manage,
          ...signOff,
        ].join('\n'),
      }
      break
    case 'cancelled-by-farm':
      message = {
        to: visit.customerEmail,
        subject: `Your booking was cancelled: ${visit.title}`,
        text: [
          `Hello ${name},`,
          '',
          `We are sorry: we had to cancel your booking for ${visit.title} on ${formatVisitDate(visit.date)}. Nothing was charged.`,
          `Call us at ${context.phone} or reply to this e-mail and we will find another date with you.`,
          '',
          ...details,
          ...signOff,
        ].join('\n'),
      }
      break
    case 'cancelled-by-visitor':
      message = {
        to: visit.customerEmail,
        subject: `Your booking is cancelled: ${visit.title}`,
        text: [
          `Hello ${name},`,
          '',
          `As you asked, your booking for ${visit.title} on ${formatVisitDate(visit.date)} is cancelled. Nothing was charged, and the farm has been told.`,
          '',
          ...details,
          '',
          `Another day, perhaps? See what is on: ${deps.publicUrl}/farm-tours`,
          ...signOff,
        ].join('\n'),
      }
      break
    case 'farm-new-request':
      message = {
        to: await farmNotificationAddress(db),
        subject: `New booking request: ${visit.title} for ${people(visit.numberOfPeople)} from ${name}`,
        text: [
          `${name} asked to book ${visit.title}.`,
          '',
          ...details,
          `E-mail: ${visit.customerEmail}`,
          `Phone:  ${visit.customerPhone ?? 'not given'}`,
          ...(visit.specialRequests ? ['', 'Special requests:', visit.specialRequests] : []),
          '',
          'Confirm or cancel it in the staff dashboard (Bookings).',
        ].join('\n'),
      }
      break
    case 'farm-visitor-cancelled':
      message = {
        to: await farmNotificationAddress(db),
        subject: `Booking cancelled by the visitor: ${visit.title} on ${formatVisitDate(visit.date)}`,
        text: [
          `${name} cancelled their booking online.`,
          '',
          ...details,
          `E-mail: ${visit.customerEmail}`,
          '',
          visit.kind === 'pick_your_own'
            ? 'Their spots are free again and can be booked.'
            : 'Nothing else needs doing.',
        ].join('\n'),
      }
      break
  }
  await deps.mail.queue(message, { db })
}
