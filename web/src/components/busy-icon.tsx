import type { ReactNode } from 'react'
import { LoaderCircle } from 'lucide-react'

/** A button's icon that turns into a spinning circle while its action runs (the label says so). */
export function BusyIcon({ busy, icon }: { busy: boolean; icon: ReactNode }) {
  return busy ? (
    <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
  ) : (
    icon
  )
}
