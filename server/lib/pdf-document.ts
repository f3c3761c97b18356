// pdfkit loads on the first document (decision 0047: the server does not pay for it at start).

// The PDF's built-in Helvetica speaks Windows-1252: letters with accents are kept, other scripts
// fall back to their plain Latin letters or '?'.
const winAnsiExtras = new Set([...'–—‘’‚“”„•…€™'])
export function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((character) => {
      const code = character.codePointAt(0)!
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return character
      if (winAnsiExtras.has(character)) return character
      if (/\s/.test(character)) return ' '
      const plain = character.normalize('NFKD').replace(/\p{M}/gu, '')
      return /^[\x20-\x7e]+$/.test(plain) ? plain : '?'
    })
    .join('')
}

/** A PDF written by `draw` on a pdfkit document, as bytes. */
export async function pdfBuffer(
  options: PDFKit.PDFDocumentOptions,
  draw: (document: PDFKit.PDFDocument) => void | Promise<void>,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit')
  const document = new PDFDocument(options)
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    document.on('data', (chunk: Buffer) => chunks.push(chunk))
    document.on('end', () => resolve(Buffer.concat(chunks)))
    document.on('error', reject)
  })
  await draw(document)
  document.end()
  return done
}

/** A document's title at the top of the page with a grey line under it. */
export function pdfHeading(
  document: PDFKit.PDFDocument,
  title: string,
  subtitle: string,
  { left, width }: { left: number; width: number },
) {
  document.font('Helvetica-Bold').fontSize(20).text(printable(title), left, left, { width })
  document.font('Helvetica').fontSize(10).fillColor('#555555').text(printable(subtitle), { width })
  document.fillColor('#000000').moveDown(1)
}

/** A cell of a table row: its text, width and alignment. */
export type PdfCell = [string, number, 'left' | 'right']

/** One row of a table from `left`: the cells side by side, the next row under the tallest. */
export function pdfRow(document: PDFKit.PDFDocument, cells: PdfCell[], left: number) {
  const y = document.y
  let x = left
  let bottom = y
  for (const [text, cellWidth, align] of cells) {
    document.text(printable(text), x, y, { width: cellWidth - 8, align })
    bottom = Math.max(bottom, document.y)
    x += cellWidth
  }
  document.y = bottom + 4
  document.x = left
}
