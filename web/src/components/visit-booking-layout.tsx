import type { ReactNode } from 'react'
import { AnchorSection } from './anchor-section'
import { PageContainer, PageHero } from './page-container'
import { Card } from './ui/card'

/** How a section is found and named: its id (the URL hash) and its accessible name. */
interface SectionName {
  id: string
  'aria-label'?: string
  'aria-labelledby'?: string
}

/**
 * A page that books a farm visit (farm events, pick-your-own): the editable header, then what
 * can be booked, the booking card sticky beside it on wide screens, and the farm's details below
 * the choices.
 */
export function VisitBookingLayout({
  title,
  lead,
  sections,
  choices,
  booking,
  details,
}: {
  title: ReactNode
  lead: ReactNode
  sections: { choices: SectionName; booking: SectionName; details: SectionName }
  choices: ReactNode
  /** The booking form, or what was just booked. */
  booking: ReactNode
  details: ReactNode
}) {
  return (
    <>
      <PageHero title={title} lead={lead} />
      <PageContainer>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:gap-10">
          <AnchorSection {...sections.choices} className="min-w-0 lg:col-start-1 lg:row-start-1">
            {choices}
          </AnchorSection>
          <AnchorSection
            {...sections.booking}
            className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          >
            <Card className="gap-5 p-5 sm:p-6 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto">
              {booking}
            </Card>
          </AnchorSection>
          <AnchorSection {...sections.details} className="lg:col-start-1 lg:row-start-2">
            {details}
          </AnchorSection>
        </div>
      </PageContainer>
    </>
  )
}
