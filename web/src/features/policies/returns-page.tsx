import { Link } from 'react-router'
import { Apple, Gift, Sprout, type LucideIcon } from 'lucide-react'
import { Card } from '#web/components/ui/card'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { PolicyBody, PolicyHeader, PolicySection } from './policy-layout'

/** The return windows as displayed (spec 2 §9 "Displayed policy text"). */
const returnWindows: { title: string; window: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Fresh produce',
    window: 'Within 24 hours of delivery',
    text: 'Fruit is perishable, so tell us within 24 hours if anything arrives bruised, spoiled or missing. A photo helps. We will replace it or refund you.',
    icon: Apple,
  },
  {
    title: 'Honey, preserved goods and gifts',
    window: 'Within 30 days',
    text: 'Unopened jars, preserves and gift items can be returned within 30 days of delivery for a full refund of the item.',
    icon: Gift,
  },
  {
    title: 'Plants and trees',
    window: 'Live arrival within 48 hours',
    text: 'Every plant is guaranteed to arrive alive and healthy. If it does not, send us a photo within 48 hours of delivery and we will replace it or refund you.',
    icon: Sprout,
  },
]

export function ReturnsPage() {
  usePageMeta()

  return (
    <>
      <PolicyHeader eyebrow="Customer care" title="Return Policy">
        We stand behind everything we grow. If something is not right, we want to hear about it and
        fix it.
      </PolicyHeader>
      <PolicyBody>
        <PolicySection id="return-windows" title="How long you have">
          <ul className="grid gap-4 md:grid-cols-3">
            {returnWindows.map(({ title, window, text, icon: Icon }) => (
              <li key={title}>
                <Card className="h-full gap-2 p-5">
                  <Icon className="size-6 text-primary" aria-hidden="true" />
                  <h3 className="font-serif text-lg font-semibold">{title}</h3>
                  <p className="font-semibold text-primary">{window}</p>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </PolicySection>

        <PolicySection id="growth-guarantee" title="Our 30-day growth guarantee">
          <p>
            Beyond live arrival, our grafted trees and plants come with a{' '}
            <strong>30-day growth guarantee</strong>. Plant it, water it and give it the sun it
            needs; if it fails to establish within 30 days of delivery, contact us and we will
            replace it once or refund you. We are always happy to help with planting advice first.
          </p>
        </PolicySection>

        <PolicySection id="how-to-return" title="How to start a return">
          <ol className="grid list-decimal gap-2 pl-6 marker:font-semibold marker:text-primary">
            <li>Contact us with your order number and what went wrong.</li>
            <li>For fresh produce and plants, include a photo or two.</li>
            <li>
              For honey, preserved goods and gifts, we will tell you where to send the unopened
              items. Perishable items never need to be sent back.
            </li>
          </ol>
        </PolicySection>

        <PolicySection id="refunds" title="Refunds">
          <p>
            Once we approve a refund, it goes back to your original payment method. Refunds take{' '}
            <strong>3-5 business days</strong> to show up, depending on your bank.
          </p>
          <p>
            Shipping details are on our <Link to="/shipping">Shipping Information</Link> page, and
            more answers are in the <Link to="/faq">FAQ</Link>.
          </p>
        </PolicySection>
      </PolicyBody>
    </>
  )
}
