import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CalendarDays, Clock, Mail, MapPin, Phone, Sprout } from 'lucide-react'
import { storefrontPaths } from '#contracts/pages'
import { EyebrowHero } from '#web/components/eyebrow-hero'
import { AnchorSection } from '#web/components/anchor-section'
import { ContactDetailItem } from '#web/components/contact-detail-item'
import { ContactLink } from '#web/components/contact-link'
import { MutedBandSection } from '#web/components/muted-band-section'
import { NewsletterSignup } from '#web/components/newsletter-signup'
import { SocialLinkList } from '#web/components/social-link-list'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { useFarmSettings } from '#web/hooks/use-farm-settings'
import { useHashScroll } from '#web/hooks/use-hash-scroll'
import { useSocialLinks } from '#web/hooks/use-social-links'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useSiteText } from '#web/hooks/use-site-text'
import { telHref } from '#web/lib/contact-links'
import { ContactForm } from './contact-form'
import { FindUsPanel } from './find-us-panel'

/** The spec's 'Schedule Tour' button has no action; it links to the tours page once that exists. */
const TOURS_PATH = '/farm-tours'
export const hasToursPage = () => (storefrontPaths as readonly string[]).includes(TOURS_PATH)

/**
 * /contact (spec 1 §2): editable hero, farm details, a sketch map with directions, the message
 * form, and three 'More Ways to Connect' cards. Scrolls to the URL hash after 100 ms.
 */
export function ContactPage() {
  const { text } = useSiteText()
  usePageMeta()
  useHashScroll()

  const farm = useFarmSettings()
  const address = farm?.display.addressLines.join('\n') ?? ''
  const phone = farm?.phone ?? ''
  const email = farm?.email ?? ''
  const hours = farm?.display.hours ?? []
  const visitMessage = text('contact_visit_message')
  const socials = useSocialLinks()

  return (
    <>
      <EyebrowHero title={text('contact_header_title')} lead={text('contact_header_subtitle')} />

      <div className="page-column grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.35fr)] lg:gap-10 lg:py-14">
        <AnchorSection id="farm-info" aria-labelledby="farm-info-heading">
          <Card className="h-full gap-6 p-6">
            <h2 id="farm-info-heading" className="font-serif text-2xl font-semibold">
              Farm Information
            </h2>
            <ul className="grid gap-5">
              {address && (
                <ContactDetailItem icon={<MapPin />} label="Address">
                  <span className="whitespace-pre-line">{address}</span>
                </ContactDetailItem>
              )}
              {phone && (
                <ContactDetailItem icon={<Phone />} label="Phone">
                  <ContactLink kind="phone" value={phone} />
                </ContactDetailItem>
              )}
              {email && (
                <ContactDetailItem icon={<Mail />} label="Email">
                  <ContactLink kind="email" value={email} className="break-all" />
                </ContactDetailItem>
              )}
              {hours.length > 0 && (
                <ContactDetailItem icon={<Clock />} label="Hours">
                  {hours.map((line) => (
                    <span key={line.days} className="block">
                      <span className="font-medium">{line.days}</span> {line.hours}
                    </span>
                  ))}
                  {farm?.hoursNote && (
                    <span className="mt-1 block text-sm text-muted-foreground">
                      {farm.hoursNote}
                    </span>
                  )}
                </ContactDetailItem>
              )}
            </ul>
            {visitMessage && (
              <div className="rounded-xl bg-honey-soft p-4 text-sm text-honey-soft-foreground">
                <h3 className="flex items-center gap-2 font-semibold">
                  <Sprout className="size-4" aria-hidden="true" />
                  Visiting the farm
                </h3>
                <p className="mt-1.5">{visitMessage}</p>
              </div>
            )}
            {socials.length > 0 && (
              <div>
                <h3 className="text-sm font-semibold text-muted-foreground">Follow the farm</h3>
                <SocialLinkList links={socials} className="mt-3" />
              </div>
            )}
          </Card>
        </AnchorSection>

        <AnchorSection id="contact-form" aria-labelledby="contact-form-heading">
          <Card className="h-full p-6 sm:p-8">
            <h2 id="contact-form-heading" className="font-serif text-2xl font-semibold sm:text-3xl">
              Send Us a Message
            </h2>
            <p className="mt-2 mb-6 text-muted-foreground">
              Fill in the form and someone from the farm will write back, usually within a day.
            </p>
            <ContactForm />
          </Card>
        </AnchorSection>

        <AnchorSection id="find-us" aria-label="Find us" className="lg:col-span-2">
          <FindUsPanel address={address} />
        </AnchorSection>
      </div>

      <MutedBandSection
        id="more-ways-to-connect"
        headingId="more-ways-heading"
        title="More Ways to Connect"
      >
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          <li>
            <ConnectCard
              icon={<Phone />}
              title="Call Us"
              tone="primary"
              actionVariant="outline"
              action={
                phone && (
                  <a href={telHref(phone)}>
                    <Phone aria-hidden="true" />
                    {phone}
                  </a>
                )
              }
            >
              <p>
                Talk to the family that runs the grove, about an order, a visit or a tree for your
                yard.
              </p>
              {farm && <p>Hours: {farm.display.hoursSummary}</p>}
            </ConnectCard>
          </li>
          <li>
            <ConnectCard
              icon={<Mail />}
              title="Email Support"
              tone="mango"
              actionVariant="outline"
              action={
                email && (
                  <a href={`mailto:${email}`}>
                    <Mail aria-hidden="true" />
                    Email us
                  </a>
                )
              }
            >
              <p>
                Questions about an order, shipping or a plant? Write any time: we reply within 24
                hours.
              </p>
            </ConnectCard>
          </li>
          <li>
            <ConnectCard
              icon={<CalendarDays />}
              title="Visit the Farm"
              tone="honey"
              action={hasToursPage() && <Link to={TOURS_PATH}>Schedule Tour</Link>}
            >
              <p>
                Walk the mango grove, meet the bees and taste what is in season. Tours are by
                reservation.
              </p>
            </ConnectCard>
          </li>
        </ul>
      </MutedBandSection>

      <AnchorSection id="newsletter" aria-labelledby="contact-newsletter-heading">
        <div className="page-column grid gap-6 py-14 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="contact-newsletter-heading" className="font-serif text-3xl font-semibold">
              Farm News in Your Inbox
            </h2>
            <p className="mt-2 text-muted-foreground">
              Harvest updates, recipes and invitations to farm events, a few times a season.
            </p>
          </div>
          <NewsletterSignup />
        </div>
      </AnchorSection>
    </>
  )
}

const iconTones = {
  primary: 'bg-primary-soft text-primary',
  mango: 'bg-mango-soft text-mango-soft-foreground',
  honey: 'bg-honey-soft text-honey-soft-foreground',
} as const

function ConnectCard({
  icon,
  title,
  tone,
  action,
  actionVariant,
  children,
}: {
  icon: ReactNode
  title: string
  tone: keyof typeof iconTones
  /** A link at the foot of the card, shown as a button; nothing when falsy. */
  action?: ReactNode
  actionVariant?: 'outline'
  children: ReactNode
}) {
  return (
    <Card className="h-full gap-3 p-6">
      <span
        className={`flex size-12 items-center justify-center rounded-full [&_svg]:size-6 ${iconTones[tone]}`}
        aria-hidden="true"
      >
        {icon}
      </span>
      <h3 className="font-serif text-xl font-semibold">{title}</h3>
      <div className="flex flex-1 flex-col gap-4 text-sm text-muted-foreground">
        {children}
        {action && (
          <Button asChild variant={actionVariant} className="mt-auto self-start">
            {action}
          </Button>
        )}
      </div>
    </Card>
  )
}
