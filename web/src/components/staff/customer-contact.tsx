import { Mail, Phone } from 'lucide-react'
import { cn } from '#web/lib/cn'
import { telHref } from '#web/lib/contact-links'

/**
 * Who a record belongs to and how to reach them, as every staff list shows it: the name, an
 * e-mail link and, when given, a phone link (orders, bookings, a session's bookings).
 */
export function CustomerContact({
  name,
  email,
  phone,
  className,
  nameClassName = 'font-medium',
}: {
  name: string
  email: string
  phone: string | null
  className?: string
  nameClassName?: string
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <p className={cn('break-words', nameClassName)}>{name}</p>
      <p className="flex min-w-0 items-center gap-1.5 text-sm">
        <Mail className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <a
          href={`mailto:${email}`}
          title={email}
          className="truncate rounded-sm text-primary underline-offset-4 hover:underline"
        >
          {email}
        </a>
      </p>
      {phone && (
        <p className="flex items-center gap-1.5 text-sm">
          <Phone className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <a
            href={telHref(phone)}
            className="rounded-sm text-primary underline-offset-4 hover:underline"
          >
            {phone}
          </a>
        </p>
      )}
    </div>
  )
}
