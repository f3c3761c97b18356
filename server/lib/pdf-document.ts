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
