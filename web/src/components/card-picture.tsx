import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../lib/cn'
import { FarmImage } from './farm-image'

const frameVariants = cva('overflow-hidden bg-muted', {
  variants: {
    shape: { wide: 'aspect-[16/10]', photo: 'aspect-[4/3]', square: 'aspect-square' },
  },
  defaultVariants: { shape: 'wide' },
})

const pictureVariants = cva('size-full object-cover', {
  variants: {
    /** How much the picture grows while the pointer is over its card (`group`). */
    zoom: {
      none: '',
      subtle:
        'transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none motion-reduce:group-hover:scale-100',
      default:
        'transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100',
    },
  },
  defaultVariants: { zoom: 'default' },
})

const heightPerWidth = { wide: 10 / 16, photo: 3 / 4, square: 1 } as const

/** A card's width in the three-column list grid (stories, recipes). */
const threeColumnSizes = '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw'

/**
 * The picture at the top of a list card, cropped to the card's shape; its title is the card's
 * text, so the picture itself has no alternative text.
 */
export function CardPicture({
  src,
  shape = 'wide',
  width = 640,
  sizes = threeColumnSizes,
  zoom,
  eager = false,
  fetchPriority,
  frameClassName,
  className,
}: VariantProps<typeof frameVariants> &
  VariantProps<typeof pictureVariants> & {
    src: string | null | undefined
    /** The picture's width in the page's layout; its height follows from the shape. */
    width?: number
    sizes?: string
    /** In the first screenful: loads at once. */
    eager?: boolean
    fetchPriority?: 'high'
    frameClassName?: string
    className?: string
  }) {
  return (
    <div className={cn(frameVariants({ shape }), frameClassName)}>
      <FarmImage
        src={src}
        alt=""
        sizes={sizes}
        width={width}
        height={Math.round(width * heightPerWidth[shape ?? 'wide'])}
        loading={eager ? 'eager' : undefined}
        fetchPriority={fetchPriority}
        className={cn(pictureVariants({ zoom }), className)}
      />
    </div>
  )
}
