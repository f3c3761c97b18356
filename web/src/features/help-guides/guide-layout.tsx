import type { ReactNode } from 'react'
import { ExternalLink as ExternalLinkIcon, Lightbulb } from 'lucide-react'
import { EyebrowHero } from '#web/components/eyebrow-hero'
import { Card } from '#web/components/ui/card'

/** A link to another site: opens in a new tab, tells screen readers so, and leaks no opener. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {children}
      <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

export interface GuideStep {
  title: string
  body: ReactNode
}

/** A static step-by-step setup guide. */
export function GuidePage({
  eyebrow,
  title,
  intro,
  time,
  steps,
  tips,
  links,
}: {
  eyebrow: string
  title: string
  intro: ReactNode
  /** How long the setup takes, e.g. "About 30 minutes". */
  time: string
  steps: GuideStep[]
  tips: ReactNode[]
  links: { href: string; label: string }[]
}) {
  return (
    <>
      <EyebrowHero tone="sky" eyebrow={eyebrow} title={title} lead={intro}>
        <p className="mt-3 text-sm font-medium text-foreground">{time}</p>
      </EyebrowHero>

      <div className="page-column grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
        <section aria-labelledby="guide-steps-heading" className="min-w-0">
          <h2 id="guide-steps-heading" className="font-serif text-2xl font-bold sm:text-3xl">
            Step by step
          </h2>
          <ol className="mt-6 grid gap-5">
            {steps.map((step, index) => (
              <li key={step.title} data-testid="guide-step">
                <Card>
                  <div className="grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-4 p-5 sm:p-6">
                    <span
                      aria-hidden="true"
                      className="flex size-10 items-center justify-center rounded-full bg-primary font-serif text-lg font-bold text-primary-foreground"
                    >
                      {index + 1}
                    </span>
                    <div className="min-w-0">
                      <h3 className="font-serif text-xl font-semibold">
                        <span className="sr-only">Step {index + 1}: </span>
                        {step.title}
                      </h3>
                      <div className="mt-2 grid gap-3 text-foreground/90 [&_li]:ml-5 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5">
                        {step.body}
                      </div>
                    </div>
                  </div>
                </Card>
              </li>
            ))}
          </ol>
        </section>

        <aside className="grid content-start gap-6 lg:sticky lg:top-24 lg:self-start">
          <div className="flex flex-col gap-3 rounded-2xl border border-honey/60 bg-honey-soft/60 p-6 shadow-soft">
            <h2 className="flex items-center gap-2 font-serif text-xl font-semibold">
              <Lightbulb className="size-5 text-honey-soft-foreground" aria-hidden="true" />
              Good to know
            </h2>
            <ul className="grid list-disc gap-2 pl-5 text-sm">
              {tips.map((tip, index) => (
                <li key={index}>{tip}</li>
              ))}
            </ul>
          </div>
          <Card className="gap-3 p-6">
            <h2 className="font-serif text-xl font-semibold">Useful links</h2>
            <ul className="grid gap-2 text-sm">
              {links.map((link) => (
                <li key={link.href}>
                  <ExternalLink href={link.href}>{link.label}</ExternalLink>
                </li>
              ))}
            </ul>
          </Card>
        </aside>
      </div>
    </>
  )
}
