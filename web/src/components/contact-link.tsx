import { cn } from '../lib/cn'
import { telHref } from '../lib/contact-links'

/** The farm's phone number or e-mail address as a link that calls or writes to it. */
export function ContactLink({
  kind,
  value,
  className,
}: {
  kind: 'phone' | 'email'
  value: string
  /** Added classes, such as how a long address breaks. */
  className?: string
}) {
  return (
    <a
      href={kind === 'phone' ? telHref(value) : `mailto:${value}`}
      className={cn(
        'rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      {value}
    </a>
  )
}
