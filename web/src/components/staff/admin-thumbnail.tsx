import { cva, type VariantProps } from 'class-variance-authority'
import { ImageIcon } from 'lucide-react'
import { imageSources } from '#contracts/image-renditions'
import { cn } from '#web/lib/cn'

const thumbnailVariants = cva('rounded-lg bg-muted object-cover', {
  variants: {
    shape: {
      square: 'aspect-square',
      /** A post's or a search result's landscape picture. */
      landscape: 'aspect-[4/3]',
    },
  },
  defaultVariants: { shape: 'square' },
})

/**
 * An item's picture in a staff card or list (a product, a recipe, a post): every width of an
 * uploaded picture for `sizes`, lazy, decorative (the card's title names it). Without a picture
 * it shows an image icon on a muted square where `placeholder` is set, nothing otherwise.
 */
export function AdminThumbnail({
  src,
  shape,
  sizes = '80px',
  width = 80,
  height = shape === 'landscape' ? 60 : 80,
  placeholder = false,
  className = 'w-full',
}: VariantProps<typeof thumbnailVariants> & {
  src: string | null | undefined
  sizes?: string
  /** The box the picture is given when the rendition does not say its own size. */
  width?: number
  height?: number
  placeholder?: boolean
  /** Its width in the layout: the card's column by default. */
  className?: string
}) {
  if (!src) {
    if (!placeholder) return null
    return (
      <div
        className={cn(
          'flex items-center justify-center rounded-lg bg-muted',
          thumbnailVariants({ shape }),
          className,
        )}
      >
        <ImageIcon className="size-6 text-muted-foreground" aria-hidden="true" />
      </div>
    )
  }
  const image = imageSources(src)
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width ?? width}
      height={image.height ?? height}
      loading="lazy"
      alt=""
      className={cn(thumbnailVariants({ shape }), className)}
    />
  )
}
