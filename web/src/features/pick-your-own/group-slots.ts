import { compareNames, compareIsoText } from '#web/lib/compare-text'
import { slotAvailability, slotPeopleLimit, type PickYourOwnSlot } from '#contracts/visits'

export interface SlotDay {
  date: string
  slots: PickYourOwnSlot[]
}

export interface SlotProduct {
  productName: string
  days: SlotDay[]
}

/**
 * Spec 2 "Pick Your Own": sessions grouped by product (A to Z), then by date, earliest first;
 * within a day by start time. Inactive sessions are left out (never selectable).
 */
export function groupSlots(slots: readonly PickYourOwnSlot[]): SlotProduct[] {
  const sorted = slots
    .filter((slot) => slot.active)
    .sort(
      (a, b) =>
        compareNames(a.productName, b.productName) ||
        compareIsoText(a.date, b.date) ||
        compareIsoText(a.startTime, b.startTime) ||
        a.id - b.id,
    )
  const products: SlotProduct[] = []
  for (const slot of sorted) {
    let product = products.at(-1)
    if (product?.productName !== slot.productName) {
      product = { productName: slot.productName, days: [] }
      products.push(product)
    }
    let day = product.days.at(-1)
    if (day?.date !== slot.date) {
      day = { date: slot.date, slots: [] }
      product.days.push(day)
    }
    day.slots.push(slot)
  }
  return products
}

/** A session can be booked while it is active and has a spot left (spec 2 §4). */
export function isBookable(slot: PickYourOwnSlot): boolean {
  return slot.active && slotAvailability(slot.spotsLeft) !== 'full'
}

/** The people choices of the form: 1 to the lesser of spots left and 10 (spec 2 §5). */
export function peopleChoices(spotsLeft: number): number[] {
  return Array.from({ length: slotPeopleLimit(spotsLeft) }, (_, index) => index + 1)
}

/** "3 spots left", "1 spot left", "No spots left". */
export function spotsLeftText(spotsLeft: number): string {
  if (spotsLeft <= 0) return 'No spots left'
  return spotsLeft === 1 ? '1 spot left' : `${spotsLeft} spots left`
}

export const peopleText = (count: number) => (count === 1 ? '1 person' : `${count} people`)
