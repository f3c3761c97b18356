import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import type { LucideIcon } from 'lucide-react'
import { Button } from '../ui/button'

/** A staff screen's small outline button to another screen: 'View Blog', 'Shipping Labels'. */
export function ScreenLink({
  icon: Icon,
  children,
  ...link
}: ComponentProps<typeof Link> & { icon: LucideIcon }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link {...link}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  )
}
