/** "1 booking", "3 bookings", "no bookings". */
export function countText(count: number, noun: string): string {
  if (count === 0) return `no ${noun}s`
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

/** What a farm event's type reads as on a staff card (the bookings' type column says the same). */
export const eventTypeNames = { event: 'Farm Event', workshop: 'Workshop' } as const

/** "1 person", "4 people". */
export function peopleText(count: number): string {
  return `${count} ${count === 1 ? 'person' : 'people'}`
}
