import { cn } from '../lib/cn'
import { FarmImage, type FarmImageProps } from './farm-image'

/** A picture filling its box that grows a little while the card around it (`group`) is hovered. */
export function HoverZoomImage({ className, ...props }: FarmImageProps) {
  return (
    <FarmImage
      {...props}
      className={cn(
        'size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100',
        className,
      )}
    />
  )
}
