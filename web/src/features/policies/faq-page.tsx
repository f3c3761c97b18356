import { Link } from 'react-router'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '#web/components/ui/accordion'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useFarmSettings } from '#web/hooks/use-farm-settings'
import { shippingCostSummary, useShippingTerms } from '#web/lib/shipping-terms'
import { faqCategories } from './faq-content'
import { PolicyBody, PolicyHeader } from './policy-layout'

export function FaqPage() {
  const farm = useFarmSettings()
  const { data: shippingOptions } = useShippingTerms()
  usePageMeta()
  const categories = faqCategories({
    hours: farm?.display.hoursSummary ?? '',
    hoursNote: farm?.hoursNote ?? null,
    phone: farm?.phone ?? '',
    email: farm?.email ?? '',
    shippingCosts: shippingCostSummary(shippingOptions),
  })

  return (
    <>
      <PolicyHeader eyebrow="Customer care" title="Frequently Asked Questions">
        Quick answers about orders, shipping, returns and life on the farm. Can’t find yours?{' '}
        <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
          Ask us
        </Link>
        .
      </PolicyHeader>
      <PolicyBody>
        <nav aria-label="FAQ topics">
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <a
                  href={`#${category.id}`}
                  className="inline-flex h-9 items-center rounded-full border border-input bg-card px-4 text-sm font-medium transition-colors hover:border-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {categories.map((category) => (
          <section key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`}>
            <h2 id={`${category.id}-heading`} className="font-serif text-2xl font-bold sm:text-3xl">
              {category.title}
            </h2>
            <Accordion
              type="multiple"
              className="mt-4 rounded-2xl border border-border/70 bg-card px-5 shadow-soft"
            >
              {category.items.map((item, index) => (
                <AccordionItem key={item.question} value={`${category.id}-${index}`}>
                  <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
                  <AccordionContent className="text-base">{item.answer}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </section>
        ))}
      </PolicyBody>
    </>
  )
}
