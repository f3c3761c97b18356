import { createHash } from 'node:crypto'
import sharp, { type Metadata } from 'sharp'
import {
  mainRenditionKey,
  renditionKey,
  renditionWidths,
} from '../../../contracts/image-renditions'
import { HttpError } from '../../http/http-error'
import { notAnImageMessage, unreadableImageMessage } from '../../../contracts/uploads'

/** Bump when the output changes: new hashes, so cached copies are never stale (URLs are immutable). */
export const pipelineVersion = 'webp-q80-v1'

/** Decoding a larger picture could take the process's memory; refused from its header alone. */
export const maxInputPixels = 40_000_000

/** Formats people upload, told by their bytes (SVG, TIFF, PDF and the rest are refused). */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif'])

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
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', notAnImageMessage)
  }
  const format = metadata.format ?? ''
  const heifIsAvif = format !== 'heif' || metadata.compression === 'av1'
  if (!(acceptedFormats.has(format) && heifIsAvif) && !(allowSvg && format === 'svg')) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', notAnImageMessage)
  }
  const width = metadata.width ?? 0
  const height = metadata.height ?? 0
  if (width < 1 || height < 1) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', notAnImageMessage)
  if (width * height > maxInputPixels) {
    throw new HttpError(
      413,
      'IMAGE_TOO_LARGE',
      `Image dimensions are too large (at most ${maxInputPixels / 1_000_000} megapixels)`,
    )
  }
  return { format, width, height }
}

/**
 * Re-encodes a picture for the web: EXIF orientation applied, every piece of metadata (EXIF, GPS,
 * ICC, XMP) dropped, WebP at each width of `renditionWidths` (never enlarged), under a hash of
 * the original bytes. Only the first frame of an animation is kept.
 */
export async function processImage(
  bytes: Buffer,
  options: { allowSvg?: boolean; svgWidth?: number } = {},
): Promise<ProcessedImage> {
  const header = await readHeader(bytes, options)
  const hash = createHash('sha256').update(pipelineVersion).update(bytes).digest('hex').slice(0, 32)
  // An SVG (only the demo farm's own drawings) is drawn at the width asked for.
  const density =
    header.format === 'svg' && options.svgWidth
      ? Math.min((72 * options.svgWidth) / header.width, 2400)
      : undefined
  const upright = await sharp(bytes, { limitInputPixels: maxInputPixels, density })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      // The header was readable but the pixels are not (a cut-short or damaged file).
      throw new HttpError(422, 'UNREADABLE_IMAGE', unreadableImageMessage)
    })
  const { width, height, channels } = upright.info
  const widths = renditionWidths(width)
  const renditions: StoredRendition[] = []
  let mainHeight = height
  for (const targetWidth of widths) {
    const output = await sharp(upright.data, { raw: { width, height, channels } })
      .resize({ width: targetWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
    renditions.push({ key: renditionKey(hash, targetWidth), bytes: output.data })
    mainHeight = output.info.height
  }
  const widest = widths[widths.length - 1]!
  const key = mainRenditionKey(hash, widest, mainHeight)
  renditions.push({ key, bytes: renditions[renditions.length - 1]!.bytes })
  return { key, width: widest, height: mainHeight, renditions }
}
