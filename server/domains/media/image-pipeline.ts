import { createHash } from 'node:crypto'
import type { Metadata } from 'sharp'
import {
  imageWidths,
  mainRenditionKey,
  renditionKey,
  renditionWidths,
} from '#contracts/image-renditions'
import { HttpError } from '#server/http/http-error'
import {
  heicNotSupportedMessage,
  notAnImageMessage,
  unreadableImageMessage,
} from '#contracts/uploads'

/** Bump when the output changes: new hashes, so cached copies are never stale (URLs are immutable). */
export const pipelineVersion = 'webp-q80-v2'

/**
 * Limits read from the header, before any decoding (a 76 KB PNG can claim 1 × 39,000,000 pixels
 * and take seconds of CPU to decode). 12,000 px on the longest side and 50 megapixels take every
 * phone's camera photo up to a 48-50 MP sensor's full resolution (8160 × 6120).
 */
export const maxInputSide = 12_000
export const maxInputPixels = 50_000_000

/** The widest rendition is at most this high (a tall strip is shrunk until it fits). */
export const maxOutputHeight = 2400

/** Formats people upload, told by their bytes (SVG, TIFF, PDF and the rest are refused). */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif'])

/**
 * The prebuilt libvips reads HEIF with AV1 inside (AVIF) but has no HEVC decoder for a HEIC
 * photo; a build that has one lists `.heic`.
 */
// sharp (libvips) loads with the first picture, not at every start (decision 0047).
const loadSharp = async () => {
  const { default: sharp } = await import('sharp')
  return { sharp, readsHeic: sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false }
}

/** An ISO-BMFF file whose brand says HEVC-coded HEIF, even when its header cannot be read. */
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'])
const isHeicFile = (bytes: Buffer) =>
  bytes.toString('latin1', 4, 8) === 'ftyp' && heicBrands.has(bytes.toString('latin1', 8, 12))

const integer = new Intl.NumberFormat('en-US')

export interface StoredRendition {
  key: string
  bytes: Buffer
}

export interface ProcessedImage {
  /** Address of the widest rendition under /uploads/. */
  key: string
  width: number
  height: number
  renditions: StoredRendition[]
}

/** What the header of the bytes says they are, without decoding the picture. */
async function readHeader(bytes: Buffer, { allowSvg = false } = {}) {
  const { sharp, readsHeic } = await loadSharp()
  const unsupported = () => {
    if (isHeicFile(bytes) && !readsHeic) {
      return new HttpError(415, 'HEIC_NOT_SUPPORTED', heicNotSupportedMessage)
    }
    return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', notAnImageMessage)
  }
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw unsupported()
  }
  const format = metadata.format ?? ''
  if (format === 'heif' && metadata.compression !== 'av1' && !readsHeic) {
    throw new HttpError(415, 'HEIC_NOT_SUPPORTED', heicNotSupportedMessage)
  }
  if (!acceptedFormats.has(format) && !(allowSvg && format === 'svg')) throw unsupported()
  const width = metadata.width ?? 0
  const height = metadata.height ?? 0
  if (width < 1 || height < 1) throw unsupported()
  const size = `${integer.format(width)} × ${integer.format(height)} pixels`
  if (Math.max(width, height) > maxInputSide) {
    throw new HttpError(
      413,
      'IMAGE_TOO_LARGE',
      `Image dimensions are too large: ${size} (at most ${integer.format(maxInputSide)} pixels on the longest side)`,
    )
  }
  if (width * height > maxInputPixels) {
    throw new HttpError(
      413,
      'IMAGE_TOO_LARGE',
      `Image dimensions are too large: ${size} (at most ${maxInputPixels / 1_000_000} megapixels)`,
    )
  }
  return { format, width, height }
}

/**
 * Re-encodes a picture for the web: EXIF orientation applied, shrunk to fit the widest rendition
 * and `maxOutputHeight`, every piece of metadata (EXIF, GPS, ICC, XMP) dropped, WebP at each width
 * of `renditionWidths` (never enlarged), under a hash of the original bytes. Only the first frame
 * of an animation is kept.
 */
export async function processImage(
  bytes: Buffer,
  options: { allowSvg?: boolean; svgWidth?: number } = {},
): Promise<ProcessedImage> {
  const header = await readHeader(bytes, options)
  const { sharp } = await loadSharp()
  const hash = createHash('sha256').update(pipelineVersion).update(bytes).digest('hex').slice(0, 32)
  // An SVG (only the demo farm's own drawings) is drawn at the width asked for.
  const density =
    header.format === 'svg' && options.svgWidth
      ? Math.min((72 * options.svgWidth) / header.width, 2400)
      : undefined
  // Decoded once, already shrunk (a JPEG is decoded at 1/2, 1/4 or 1/8 of its size when that is
  // enough), then each rendition is made from these pixels.
  const widest = await sharp(bytes, { limitInputPixels: maxInputPixels, density })
    .rotate()
    .resize({
      width: imageWidths[imageWidths.length - 1],
      height: maxOutputHeight,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      // The header was readable but the pixels are not (a cut-short or damaged file).
      throw new HttpError(422, 'UNREADABLE_IMAGE', unreadableImageMessage)
    })
  const { width, height, channels } = widest.info
  const renditions: StoredRendition[] = []
  for (const targetWidth of renditionWidths(width)) {
    const pixels = sharp(widest.data, { raw: { width, height, channels } })
    const output = await (targetWidth < width ? pixels.resize({ width: targetWidth }) : pixels)
      .webp({ quality: 80 })
      .toBuffer()
    renditions.push({ key: renditionKey(hash, targetWidth), bytes: output })
  }
  const key = mainRenditionKey(hash, width, height)
  renditions.push({ key, bytes: renditions[renditions.length - 1]!.bytes })
  return { key, width, height, renditions }
}
