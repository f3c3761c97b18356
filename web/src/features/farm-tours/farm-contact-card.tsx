import type { ReactNode } from 'react'
import { Mail, MapPin, Phone } from 'lucide-react'
import { Card } from '#web/components/ui/card'
import { useSiteText } from '#web/hooks/use-site-text'
import { telHref } from '#web/lib/contact-links'

const linkStyle =
  'rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/** Spec 2: the farm's phone, e-mail and address (site texts) for questions before booking. */
export function FarmContactCard({ headingId }: { headingId: string }) {
  const { text } = useSiteText()
  const phone = text('contact_phone')
  const email = text('contact_email')
  const address = text('contact_address')
  return (
    <Card className="gap-5 p-6">
      <div>
        <h2 id={headingId} className="font-serif text-2xl font-semibold">
          Questions before you book?
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Private groups, school visits or a date that is not listed: call or write, we are happy to
          help.
        </p>
      </div>
      <ul className="flex flex-wrap gap-x-8 gap-y-4">
        {phone && (
          <ContactItem icon={<Phone />} label="Phone">
            <a href={telHref(phone)} className={linkStyle}>
              {phone}
            </a>
          </ContactItem>
        )}
        {email && (
          <ContactItem icon={<Mail />} label="E-mail">
            <a href={`mailto:${email}`} className={`${linkStyle} break-words`}>
              {email}
            </a>
          </ContactItem>
        )}
        {address && (
          <ContactItem icon={<MapPin />} label="Address">
            <span className="whitespace-pre-line">{address}</span>
          </ContactItem>
        )}
      </ul>
    </Card>
  )
}

function ContactItem({
  icon,
  label,
  children,
}: {
  icon: ReactNode
  label: string
  children: ReactNode
}) {
  return (
    <li className="flex min-w-0 gap-3">
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-4"
        aria-hidden="true"
      >
        {icon}
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-muted-foreground">{label}</p>
        <p className="mt-0.5 text-foreground">{children}</p>
      </div>
    </li>
  )
}
