import type { ReactNode } from 'react'
import { LoaderCircle } from 'lucide-react'
import { Spinner } from './ui/spinner'

/**
 * A button's icon that turns into a spinning circle while its action runs: announced as `label`
 * when given, else the button's own label says so.
 */
export function BusyIcon({
  busy,
  icon,
  label,
}: {
  busy: boolean
  icon: ReactNode
  label?: string
}) {
  if (!busy) return icon
  return label ? (
    <Spinner size="sm" label={label} className="[&_svg]:text-current" />
  ) : (
    <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
  )
}
