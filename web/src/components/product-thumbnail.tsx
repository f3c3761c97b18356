import { FarmImage } from './farm-image'

/** A product's small square picture beside its name in a list (the name says what it shows). */
export function ProductThumbnail({
  src,
  size,
  className,
}: {
  src: string | null
  /** The widest it shows, in CSS pixels. */
  size: number
  className: string
}) {
  return (
    <FarmImage
      src={src}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
      className={className}
    />
  )
}
