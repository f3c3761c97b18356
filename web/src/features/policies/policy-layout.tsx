import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Clock, Mail, Phone } from 'lucide-react'
import { EyebrowHero } from '#web/components/eyebrow-hero'
import { Card } from '#web/components/ui/card'
import { useFarmSettings } from '#web/hooks/use-farm-settings'

/** Page header of a static policy page. */
export function PolicyHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string
  title: string
  children: ReactNode
}) {
  return <EyebrowHero eyebrow={eyebrow} title={title} lead={children} />
}

/** A titled block of policy text. */
export function PolicySection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="font-serif text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <div className="grid gap-4 text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4">
        {children}
      </div>
    </section>
  )
}

/** Main column plus a "Questions?" card with the farm's contact details (the farm settings). */
export function PolicyBody({ children }: { children: ReactNode }) {
  return (
    <div className="page-column grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
      <div className="grid min-w-0 content-start gap-12">{children}</div>
      <aside aria-labelledby="policy-help-heading" className="lg:sticky lg:top-24 lg:self-start">
        <ContactCard />
      </aside>
    </div>
  )
}

function ContactCard() {
  const farm = useFarmSettings()
  const phone = farm?.phone
  const email = farm?.email
  const hours = farm?.display.hoursSummary
  const linkClass =
    'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'
  return (
    <Card className="gap-4 p-6">
      <h2 id="policy-help-heading" className="font-serif text-xl font-semibold">
        Questions?
      </h2>
      <p className="text-sm text-muted-foreground">
        A real person on the farm reads every message. Reach us any of these ways:
      </p>
      <ul className="grid gap-3 text-sm">
        {phone && (
          <li className="flex gap-3">
            <Phone className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
              {phone}
            </a>
          </li>
        )}
        {email && (
          <li className="flex gap-3">
            <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
              {email}
            </a>
          </li>
        )}
        {hours && (
          <li className="flex gap-3">
            <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              {hours}
              {farm?.hoursNote && (
                <span className="block text-muted-foreground">{farm.hoursNote}</span>
              )}
            </span>
          </li>
        )}
      </ul>
      <Link to="/contact" className={linkClass}>
        Send us a message
      </Link>
    </Card>
  )
}
