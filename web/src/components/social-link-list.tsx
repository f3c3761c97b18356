import { cva } from 'class-variance-authority'
import type { SocialLink } from '../hooks/use-social-links'
import { cn } from '../lib/cn'

const linkVariants = cva(
  'inline-flex h-9 items-center rounded-full border font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
  {
    variants: {
      tone: {
        light:
          'border-input bg-card px-4 text-sm text-foreground hover:border-primary hover:bg-primary-soft focus-visible:outline-ring',
        dark: 'border-primary-foreground/30 px-3 text-primary-foreground hover:border-honey hover:bg-primary-foreground/10 focus-visible:outline-honey',
      },
    },
    defaultVariants: { tone: 'light' },
  },
)

/** The farm's social profiles as a row of pill links; `dark` on the footer's green. */
export function SocialLinkList({
  links,
  tone,
  className,
}: {
  links: readonly SocialLink[]
  tone?: 'light' | 'dark'
  className?: string
}) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {links.map(({ label, href }) => (
        <li key={label}>
          <a href={href} rel="noopener" className={linkVariants({ tone })}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  )
}
