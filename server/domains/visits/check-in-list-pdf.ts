import {
  attendanceLabels,
  type CalendarSession,
  type CheckInBooking,
  type SessionRef,
} from '#contracts/bookings-calendar'
import { formatClockTime, formatVisitDate } from '#contracts/farm-time'
import type { Db } from '#server/db/client'
import { pdfBuffer, printable } from '#server/lib/pdf-document'
import { sessionCheckIn } from './bookings-calendar-queries'
import { visitContext } from './visit-mail'

const letter: [number, number] = [612, 792]
const margin = 48
const width = letter[0] - margin * 2
const columns: [label: string, width: number, align: 'left' | 'right'][] = [
  ['Here', 44, 'left'],
  ['People', 48, 'right'],
  ['Name', 170, 'left'],
  ['Phone', 110, 'left'],
  ['Notes', width - 372, 'left'],
]

function row(document: PDFKit.PDFDocument, cells: string[]) {
  const y = document.y
  let x = margin
  let bottom = y
  cells.forEach((text, index) => {
    const [, cellWidth, align] = columns[index]!
    document.text(printable(text), x, y, { width: cellWidth - 8, align })
    bottom = Math.max(bottom, document.y)
    x += cellWidth
  })
  document
    .moveTo(margin, bottom + 3)
    .lineTo(margin + width, bottom + 3)
    .lineWidth(0.5)
    .strokeColor('#cccccc')
    .stroke()
  document.y = bottom + 8
  document.x = margin
}

function headerRow(document: PDFKit.PDFDocument) {
  document.font('Helvetica-Bold').fontSize(10)
  row(
    document,
    columns.map(([label]) => label),
  )
  document.font('Helvetica')
}

/** What the tick column shows: a box to tick, or what staff marked already. */
function tickCell(booking: CheckInBooking) {
  if (booking.attendance === 'attended') return '[ X ]'
  if (booking.attendance === 'no_show') return attendanceLabels.no_show
  return '[   ]'
}

/**
 * A session's check-in list to print for the gate: the session, then one row a booking still
 * holding places (pending requests say so), with a box to tick, the party size, the name, the
 * phone and the visitor's requests; the totals at the end. Cancelled bookings are left out.
 */
export async function checkInListPdf(
  farmName: string,
  session: CalendarSession,
  bookings: CheckInBooking[],
): Promise<Buffer> {
  const open = bookings.filter((booking) => booking.status !== 'cancelled')
  const people = open.reduce((sum, booking) => sum + booking.numberOfPeople, 0)
  const hours = `${formatClockTime(session.startTime)} – ${formatClockTime(session.endTime)}`
  return pdfBuffer({ size: letter, margin }, (document) => {
    document
      .font('Helvetica-Bold')
      .fontSize(20)
      .text(printable(`Check-in list · ${session.title}`), margin, margin, { width })
    document
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#555555')
      .text(
        printable(
          `${farmName} · ${formatVisitDate(session.date)}, ${hours} · ${session.booked} of ${session.capacity} places booked${session.cancelled ? ' · CANCELLED' : ''}`,
        ),
        { width },
      )
    document.fillColor('#000000').moveDown(1)
    if (open.length === 0) {
      document.fontSize(11).text('No bookings for this session.', { width })
      return
    }
    headerRow(document)
    for (const booking of open) {
      if (document.y > letter[1] - margin - 48) {
        document.addPage()
        headerRow(document)
      }
      const notes = booking.specialRequests ?? ''
      row(document, [
        tickCell(booking),
        String(booking.numberOfPeople),
        booking.status === 'pending'
          ? `${booking.customerName} (request, not confirmed)`
          : booking.customerName,
        booking.customerPhone ?? '',
        notes.length > 300 ? `${notes.slice(0, 297)}...` : notes,
      ])
    }
    document
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .text(
        printable(
          `${open.length} ${open.length === 1 ? 'booking' : 'bookings'} · ${people} ${people === 1 ? 'person' : 'people'}`,
        ),
        margin,
        document.y,
        { width },
      )
  })
}

/** The check-in list of a session as a PDF (404 for a session that does not exist). */
export async function sessionCheckInListPdf(db: Db, ref: SessionRef): Promise<Buffer> {
  const { session, bookings } = await sessionCheckIn(db, ref)
  const { farmName } = await visitContext(db)
  return checkInListPdf(farmName || 'Groveside', session, bookings)
}
