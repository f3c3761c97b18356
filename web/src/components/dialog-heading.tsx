import type { ReactNode } from 'react'
import { DialogDescription, DialogHeader, DialogTitle } from './ui/dialog'

/**
 * The top of a dialog: an optional round icon, the title that names the dialog and, under it,
 * the description screen readers announce with it.
 */
export function DialogHeading({
  icon,
  title,
  description,
  descriptionClassName,
}: {
  icon?: ReactNode
  title: ReactNode
  description: ReactNode
  descriptionClassName?: string
}) {
  return (
    <DialogHeader>
      {icon && (
        <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
          {icon}
        </span>
      )}
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
    </DialogHeader>
  )
}
