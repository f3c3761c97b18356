/**
 * How an uploaded picture is stored and shown (decision 0019). The upload pipeline re-encodes
 * every image to WebP at each width below (never wider than the original) under a content hash:
 *   /uploads/images/<hash>/<width>w.webp   every rendition
 *   /uploads/images/<hash>/<W>x<H>.webp    the widest one, whose address is the `imageUrl`
 * so any screen holding only `imageUrl` knows the size (no layout shift) and the srcset.
 * Zod-free: product cards on the first route read it.
 */
export const imageWidths = [480, 960, 1600] as const

const renditionPattern = /^(\/uploads\/images\/[a-f0-9]{16,64})\/(\d{1,5})x(\d{1,5})\.webp$/

export interface ImageSources {
  src: string
  srcSet?: string
  width?: number
  height?: number
}

/** Widths stored for an original `width` pixels wide: the standard ones below it, then its own. */
export function renditionWidths(width: number): number[] {
  const widest = Math.min(width, imageWidths[imageWidths.length - 1]!)
  return [...imageWidths.filter((w) => w < widest), widest]
}

/** The storage key of one rendition. */
export const renditionKey = (hash: string, width: number) => `images/${hash}/${width}w.webp`
/** The storage key (and, under /uploads/, the address) of the widest rendition. */
export const mainRenditionKey = (hash: string, width: number, height: number) =>
  `images/${hash}/${width}x${height}.webp`

/** src, srcset, width and height for an image address; other addresses are shown as they are. */
export function imageSources(imageUrl: string): ImageSources {
  const match = renditionPattern.exec(imageUrl)
  if (!match) return { src: imageUrl }
  const [, base, widthText, heightText] = match
  const width = Number(widthText)
  const height = Number(heightText)
  const smaller = renditionWidths(width).filter((w) => w < width)
  const srcSet = [...smaller.map((w) => `${base}/${w}w.webp ${w}w`), `${imageUrl} ${width}w`]
  return { src: imageUrl, srcSet: srcSet.join(', '), width, height }
}
