import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { PageContainer, PageHero } from '#web/components/page-container'
import { SignInPrompt } from '#web/components/sign-in-prompt'
import { Card } from '#web/components/ui/card'
import { PageSpinner } from '#web/components/page-spinner'
import { useCurrentUser } from '#web/hooks/use-current-user'
import { useHashScroll } from '#web/hooks/use-hash-scroll'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { AccountBookings } from './account-bookings'
import { AccountOrders } from './account-orders'
import { AccountStoreCredit } from './account-store-credit'
import { EmailPreferencesForm } from './email-preferences-form'
import { ProfileForm } from './profile-form'

/** Targets of in-page links (/account#orders) sit below the sticky header. */
const sectionTarget = 'scroll-mt-24 focus:outline-none'

/**
 * /account (issue 22): the signed-in customer's own page: every order, each opening to its
 * details; their farm visits, which they can cancel; the name the shop greets them by; and the
 * farm's e-mails to them. Visitors are asked to sign in first.
 */
export function AccountPage() {
  usePageMeta()
  useHashScroll()
  const { user, isLoading } = useCurrentUser()
  const location = useLocation()

  if (isLoading) {
    return <PageSpinner label="Loading your account" />
  }
  if (!user) {
    return (
      <>
        <PageHero title="Your Account" />
        <PageContainer>
          <SignInPrompt
            title="Sign in to see your account"
            description="Your orders, your farm visits and your e-mail choices live in your account."
            actionLabel="Sign In"
            returnTo={location.pathname}
          />
        </PageContainer>
      </>
    )
  }

  return (
    <>
      <PageHero
        title="Your Account"
        lead={
          user.firstName?.trim()
            ? `Welcome, ${user.firstName.trim()}! Your orders, visits and e-mail choices, all in one place.`
            : 'Your orders, visits and e-mail choices, all in one place. Tell us your name below, and we’ll greet you by it.'
        }
      />
      <PageContainer>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <div className="grid min-w-0 content-start gap-10">
            <AccountSection id="orders" title="Your Orders">
              <AccountOrders />
            </AccountSection>
            <AccountSection id="visits" title="Your Farm Visits">
              <AccountBookings />
            </AccountSection>
          </div>
          <div className="grid content-start gap-6">
            <AccountSection id="details" title="Your Details" inCard>
              <ProfileForm user={user} />
            </AccountSection>
            <AccountSection id="credit" title="Store Credit" inCard>
              <AccountStoreCredit />
            </AccountSection>
            <AccountSection id="emails" title="E-mails from the Farm" inCard>
              <EmailPreferencesForm />
            </AccountSection>
          </div>
        </div>
      </PageContainer>
    </>
  )
}

/**
 * A part of the account page an in-page link (/account#orders) opens: its h2, then its content,
 * both in a card for the side column's forms.
 */
function AccountSection({
  id,
  title,
  inCard = false,
  children,
}: {
  id: 'orders' | 'visits' | 'details' | 'credit' | 'emails'
  title: string
  inCard?: boolean
  children: ReactNode
}) {
  const headingId = `account-${id}-heading`
  return (
    <section id={id} tabIndex={-1} aria-labelledby={headingId} className={sectionTarget}>
      {inCard ? (
        <Card className="gap-4 p-5 sm:p-6">
          <h2 id={headingId} className="font-serif text-xl font-semibold">
            {title}
          </h2>
          {children}
        </Card>
      ) : (
        <>
          <h2 id={headingId} className="mb-4 font-serif text-2xl font-semibold">
            {title}
          </h2>
          {children}
        </>
      )}
    </section>
  )
}
