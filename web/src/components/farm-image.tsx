import type { ComponentProps } from 'react'
import { imageSources } from '#contracts/image-renditions'

/** Shown where a record has no picture. */
export const placeholderImage = '/api/placeholder-image'

export type FarmImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  src: string | null | undefined
  /** What the picture shows, or '' when the text beside it already says it. */
  alt: string
  /** How wide the picture shows (CSS `sizes`), so the browser picks the smallest width that fits. */
  sizes: string
  /** The box the page gives the picture (with object-cover): set so nothing shifts as it loads. */
  width: number
  height: number
}

/**
 * Every photo of the site: an uploaded picture offers each of its widths (srcset) for `sizes`;
 * lazy unless `loading="eager"` or `fetchPriority="high"` (the first screenful's largest picture).
 * Missing pictures show the placeholder.
 */
export function FarmImage({
  src,
  alt,
  sizes,
  fetchPriority,
  loading = fetchPriority === 'high' ? 'eager' : 'lazy',
  decoding = 'async',
  ...props
}: FarmImageProps) {
  const sources = imageSources(src || placeholderImage)
  return (
    <img
      {...props}
      fetchPriority={fetchPriority}
      alt={alt}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      loading={loading}
      decoding={decoding}
    />
  )
}
