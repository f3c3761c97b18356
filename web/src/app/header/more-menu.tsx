import { DropdownMenu } from 'radix-ui'
import { Link, useLocation } from 'react-router'
import { ChevronDown } from 'lucide-react'
import { cn } from '#web/lib/cn'
import { navLinkClass } from './nav-styles'
import type { SiteLink } from './site-links'

export interface MoreMenuProps {
  links: SiteLink[]
  /** Open as soon as it mounts (the first click loaded this code). */
  defaultOpen?: boolean
}

/** The header's 'More' dropdown: the main links after the first four (spec 1 §2). */
export function MoreMenu({ links, defaultOpen = false }: MoreMenuProps) {
  const { pathname } = useLocation()
  const current = pathname.toLowerCase()
  const containsCurrent = links.some((link) => link.to === current)

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      {/* Not portalled: the open menu stays inside the header's landmark (axe 'region'). */}
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className={cn(navLinkClass(containsCurrent), 'data-[state=open]:bg-muted')}
        >
          More
          <ChevronDown className="size-4" aria-hidden="true" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="start"
        sideOffset={8}
        collisionPadding={12}
        className="z-50 min-w-52 rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-lifted data-[state=open]:animate-pop-in"
      >
        {links.map((link) => (
          <DropdownMenu.Item key={link.to} asChild>
            <Link
              to={link.to}
              aria-current={link.to === current ? 'page' : undefined}
              className="flex min-h-9 cursor-pointer items-center rounded-lg px-3 py-2 text-sm font-medium text-foreground outline-none select-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary aria-[current=page]:text-primary"
            >
              {link.label}
            </Link>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
