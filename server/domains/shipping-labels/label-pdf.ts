// pdfkit and bwip-js load on the first label (a tenth of a second and 10 MB the server would
// otherwise spend at every start: decision 0047).
import { formatWeight, offlineLabelNotice, perishableNotice } from '#contracts/shipping-labels'
import { pdfBuffer, printable } from '#server/lib/pdf-document'

/** 4 x 6 inches in PDF points (72 a inch): the thermal label size carriers print on. */
export const labelPageSize: [number, number] = [288, 432]

export interface LabelPdfContent {
  offline: boolean
  /** The parcel holds perishable products (fresh fruit): printed in a band to keep it cold. */
  perishable: boolean
  farmName: string
  from: { lines: string[]; phone: string | null }
  to: { name: string; lines: string[] }
  carrierName: string
  serviceName: string
  serviceCode: string
  weightOunces: number
  orderId: number
  trackingNumber: string
  /** The farm date the label was made ("2026-11-28"). */
  shipDate: string
  /** A bought label's postage label image (PNG or JPEG): page 1, before the farm's copy. */
  carrierLabelImage?: Buffer
}

/** The tracking number's Code 128 barcode (bwip-js), as a PNG. */
export async function trackingBarcodePng(trackingNumber: string): Promise<Buffer> {
  const { default: bwipjs } = await import('bwip-js/node')
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: trackingNumber,
    scale: 3,
    height: 16,
    includetext: false,
    backgroundcolor: 'FFFFFF',
  })
}

/**
 * Writes text that must not be cut (a name, an address line): the largest size from `size` down
 * to `min` at which each line fits the width; a line still too long at `min` wraps. Answers the
 * height used.
 */
function fittedText(
  document: PDFKit.PDFDocument,
  lines: string[],
  x: number,
  y: number,
  width: number,
  options: { font: string; size: number; min: number },
): number {
  document.font(options.font)
  let size = options.size
  const widest = () =>
    Math.max(0, ...lines.map((line) => document.fontSize(size).widthOfString(line)))
  while (size > options.min && widest() > width) size -= 0.5
  document.fontSize(size)
  const text = lines.join('\n')
  document.text(text, x, y, { width })
  return document.heightOfString(text, { width })
}

const margin = 14
const [pageWidth, pageHeight] = labelPageSize
const innerWidth = pageWidth - margin * 2

/** A rule across the label between its sections. */
function rule(document: PDFKit.PDFDocument, y: number) {
  document
    .moveTo(margin, y)
    .lineTo(pageWidth - margin, y)
    .lineWidth(1.5)
    .stroke()
}

/** One line of text centred across the label, in the font and size already set. */
function centredLine(document: PDFKit.PDFDocument, text: string, y: number) {
  document.text(text, margin, y, { width: innerWidth, align: 'center', lineBreak: false })
}

/**
 * The shipping label as a 4x6 inch PDF (pdfkit): the farm's return address, the ship-to address,
 * carrier and service, weight, order number, ship date and the tracking number as a Code 128
 * barcode with the number under it, and PERISHABLE / KEEP REFRIGERATED for fresh fruit. An offline label says so across its top and bottom. A bought
 * label's first page is the carrier's own postage label; the farm's copy follows.
 */
export async function renderLabelPdf(content: LabelPdfContent): Promise<Buffer> {
  const barcode = await trackingBarcodePng(content.trackingNumber)
  return pdfBuffer(
    {
      size: labelPageSize,
      margin,
      autoFirstPage: false,
      info: {
        Title: `Shipping label ${content.trackingNumber}`,
        Author: printable(content.farmName),
        Subject: `Order #${content.orderId}, ${content.carrierName} ${content.serviceName}`,
        Creator: printable(content.farmName),
      },
    },
    (document) => drawLabel(document, content, barcode),
  )
}

function drawLabel(document: PDFKit.PDFDocument, content: LabelPdfContent, barcode: Buffer) {
  if (content.carrierLabelImage) {
    document.addPage({ size: labelPageSize, margin: 0 })
    document.image(content.carrierLabelImage, 0, 0, {
      fit: labelPageSize,
      align: 'center',
      valign: 'center',
    })
  }

  document.addPage({ size: labelPageSize, margin })
  let y = margin

  // ---- top band: the offline notice, or whose label this is
  const bandHeight = 24
  document.rect(margin, y, innerWidth, bandHeight).fill('#000000')
  document
    .fillColor('#FFFFFF')
    .font('Helvetica-Bold')
    .fontSize(content.offline ? 11 : 10)
  centredLine(
    document,
    content.offline ? offlineLabelNotice : `Farm copy – carrier label on page 1`,
    y + 7,
  )
  document.fillColor('#000000')
  y += bandHeight + 8

  // ---- from (left) and the order facts (right)
  const leftWidth = 150
  const rightX = margin + leftWidth + 8
  const rightWidth = innerWidth - leftWidth - 8
  document.font('Helvetica-Bold').fontSize(7).text('FROM', margin, y, { lineBreak: false })
  document
    .font('Helvetica')
    .fontSize(8)
    .text(
      [content.farmName, ...content.from.lines, ...(content.from.phone ? [content.from.phone] : [])]
        .map(printable)
        .join('\n'),
      margin,
      y + 9,
      { width: leftWidth, height: 56, ellipsis: true },
    )
  document
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`Order #${content.orderId}`, rightX, y, { width: rightWidth, align: 'right' })
  document
    .font('Helvetica')
    .fontSize(8)
    .text(`Weight: ${formatWeight(content.weightOunces)}`, rightX, y + 12, {
      width: rightWidth,
      align: 'right',
    })
    .text(`Ship date: ${content.shipDate}`, rightX, y + 23, { width: rightWidth, align: 'right' })
  y += 68

  // ---- carrier and service
  rule(document, y)
  y += 6
  document
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(printable(content.carrierName), margin, y, { width: innerWidth, lineBreak: false })
  document
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(printable(content.serviceName), margin + 80, y + 2, {
      width: innerWidth - 80,
      align: 'right',
      lineBreak: false,
    })
  document
    .font('Helvetica')
    .fontSize(7)
    .text(`Service ${content.serviceCode}`, margin + 80, y + 16, {
      width: innerWidth - 80,
      align: 'right',
      lineBreak: false,
    })
  y += 30
  rule(document, y)
  y += 10

  // ---- ship to
  document.font('Helvetica-Bold').fontSize(8).text('SHIP TO', margin, y, { lineBreak: false })
  y += 11
  const shipToTop = y
  // A pathologically long address stays inside its block rather than over the barcode.
  document.save().rect(margin, shipToTop, innerWidth, 76).clip()
  y += fittedText(document, [printable(content.to.name)], margin + 12, y, innerWidth - 12, {
    font: 'Helvetica-Bold',
    size: 14,
    min: 9,
  })
  y += 2
  fittedText(document, content.to.lines.map(printable), margin + 12, y, innerWidth - 12, {
    font: 'Helvetica',
    size: 12,
    min: 8,
  })
  document.restore()
  y = shipToTop + 78
  rule(document, y)
  y += 8

  // ---- tracking barcode (Code 128) and the number under it
  document.font('Helvetica-Bold').fontSize(8).text('TRACKING #', margin, y, { lineBreak: false })
  y += 12
  const barcodeWidth = innerWidth - 16
  const barcodeHeight = 62
  document.image(barcode, margin + 8, y, {
    fit: [barcodeWidth, barcodeHeight],
    align: 'center',
    valign: 'center',
  })
  y += barcodeHeight + 5
  document.font('Courier-Bold').fontSize(11)
  centredLine(document, content.trackingNumber, y)

  // ---- bottom band
  const footerY = pageHeight - margin - 20

  // ---- fresh fruit: a black band the carrier's handlers cannot miss, above the foot
  if (content.perishable) {
    const bandTop = footerY - 40
    document.rect(margin, bandTop, innerWidth, 32).fill('#000000')
    document.font('Helvetica-Bold')
    let size = 15
    while (size > 8 && document.fontSize(size).widthOfString(perishableNotice) > innerWidth - 12)
      size -= 0.5
    document.fillColor('#FFFFFF').fontSize(size)
    centredLine(document, perishableNotice, bandTop + 16 - size * 0.35)
    document.fillColor('#000000')
  }

  if (content.offline) {
    document.rect(margin, footerY, innerWidth, 20).lineWidth(1).stroke()
    document.font('Helvetica-Bold').fontSize(7)
    centredLine(
      document,
      'No postage bought: not for a carrier. For packing and tests only.',
      footerY + 6.5,
    )
  } else {
    document.font('Helvetica').fontSize(7)
    centredLine(document, 'Packing copy: ship with the carrier label on page 1.', footerY + 6.5)
  }
}
