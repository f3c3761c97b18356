import type { ComponentProps, ReactNode } from 'react'
import { cva } from 'class-variance-authority'
import { cn } from '../lib/cn'
import { FarmImage } from './farm-image'
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog'

const frameVariants = cva('aspect-[16/9] overflow-hidden rounded-xl', {
  variants: {
    /** contain: a tree's crown or a vine's trellis stays whole; cover: a dish fills the frame. */
    fit: { contain: 'bg-primary-soft/60', cover: 'bg-muted' },
  },
})
const imageVariants = cva('size-full', {
  variants: { fit: { contain: 'object-contain', cover: 'object-cover' } },
})

/**
 * The inside of a dialog that shows one item in full (a recipe, a plant, a photo): badges over
 * a large title, a description (for screen readers only when the item has none), and the body,
 * which may start with the item's picture.
 */
export function DetailDialogContent({
  badges,
  title,
  titleClassName = 'text-2xl sm:text-3xl',
  description,
  descriptionHidden = false,
  picture,
  bodyClassName = 'gap-5',
  children,
  ...content
}: Omit<ComponentProps<typeof DialogContent>, 'title'> & {
  badges?: ReactNode
  title: string
  titleClassName?: string
  description: ReactNode
  descriptionHidden?: boolean
  picture?: { src: string | null; fit: 'contain' | 'cover' }
  bodyClassName?: string
}) {
  return (
    <DialogContent {...content}>
      <DialogHeader>
        {badges && <div className="flex flex-wrap gap-2">{badges}</div>}
        <DialogTitle>
          <span className={titleClassName}>{title}</span>
        </DialogTitle>
        <DialogDescription className={descriptionHidden ? 'sr-only' : undefined}>
          {description}
        </DialogDescription>
      </DialogHeader>

      {/* One block under the header: the dialog's grid would squeeze the picture's row. */}
      <div className={cn('grid', bodyClassName)}>
        {picture && (
          <div className={frameVariants({ fit: picture.fit })}>
            <FarmImage
              src={picture.src}
              alt=""
              sizes="(min-width: 768px) 40rem, calc(100vw - 5rem)"
              width={1280}
              height={720}
              loading="eager"
              className={imageVariants({ fit: picture.fit })}
            />
          </div>
        )}
        {children}
      </div>
    </DialogContent>
  )
}
