import { extractImages, extractText, getDocumentProxy } from 'unpdf'
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library'

// PDF.js (inside unpdf) copies image data with ArrayBuffer.prototype.transferToFixedLength, which
// Node.js has from 21 on; the project also runs on 20 (package.json engines).
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer, length?: number) {
      const copy = new ArrayBuffer(length ?? this.byteLength)
      const size = Math.min(this.byteLength, copy.byteLength)
      new Uint8Array(copy).set(new Uint8Array(this, 0, size))
      return copy
    },
  })
}

interface RawImage {
  data: Uint8ClampedArray
  width: number
  height: number
  channels: number
}

/**
 * The bars and spaces across the middle row of a barcode image, in modules (the narrowest run is
 * one): comparable with bwip-js's own encoding (`bwipjs.raw(...)[0].sbs`).
 */
export function barWidths(image: RawImage): number[] {
  const row = Math.floor(image.height / 2)
  const dark = Array.from(
    { length: image.width },
    (_, x) => image.data[(row * image.width + x) * image.channels]! < 128,
  )
  const first = dark.indexOf(true)
  const last = dark.lastIndexOf(true)
  if (first < 0) return []
  const runs: number[] = []
  let length = 0
  for (let x = first; x <= last; x++) {
    length += 1
    if (x === last || dark[x + 1] !== dark[x]) {
      runs.push(length)
      length = 0
    }
  }
  const module = Math.min(...runs)
  return runs.map((run) => Math.round(run / module))
}

export interface ReadPdf {
  pages: number
  /** Each page's [width, height] in points. */
  sizes: [number, number][]
  /** Each page's text (PDF.js text extraction). */
  text: string[]
  /** Each page's Code 128 barcodes, decoded by ZXing from the page's embedded images. */
  barcodes: string[][]
  /** Each page's embedded images, as raw pixels. */
  images: RawImage[][]
  title: string | null
}

/** Decodes a Code 128 barcode in raw pixels (gray, RGB or RGBA), or null. */
export function decodeCode128(image: RawImage): string | null {
  const luminance = new Uint8ClampedArray(image.width * image.height)
  for (let index = 0; index < luminance.length; index++)
    luminance[index] = image.data[index * image.channels]!
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ])
  try {
    const source = new RGBLuminanceSource(luminance, image.width, image.height)
    return new MultiFormatReader()
      .decode(new BinaryBitmap(new HybridBinarizer(source)), hints)
      .getText()
  } catch {
    return null
  }
}

/** Reads a PDF back as a person's tools would: page sizes, text, and its barcodes decoded. */
export async function readLabelPdf(bytes: Buffer | Uint8Array): Promise<ReadPdf> {
  const document = await getDocumentProxy(new Uint8Array(bytes))
  const text = (await extractText(document, { mergePages: false })).text as string[]
  const sizes: [number, number][] = []
  const barcodes: string[][] = []
  const images: RawImage[][] = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const [x0, y0, x1, y1] = page.view as [number, number, number, number]
    sizes.push([x1 - x0, y1 - y0])
    const pageImages = await extractImages(document, number)
    images.push(pageImages)
    barcodes.push(pageImages.map(decodeCode128).filter((value): value is string => value !== null))
  }
  const metadata = (await document.getMetadata()).info as { Title?: string }
  return { pages: document.numPages, sizes, text, barcodes, images, title: metadata.Title ?? null }
}
