import { Link } from 'react-router'
import { Store, Truck, Zap, type LucideIcon } from 'lucide-react'
import { Card } from '../../components/ui/card'
import { usePageMeta } from '../seo/use-page-meta'
import { PolicyBody, PolicyHeader, PolicySection } from './policy-layout'

/** The shipping policy as displayed (spec 2 §9 "Displayed policy text"). */
const shippingOptions: {
  name: string
  price: string
  time: string
  note: string
  icon: LucideIcon
}[] = [
  {
    name: 'Standard Shipping',
    price: 'Free on orders over $50, otherwise $8.99',
    time: '3-5 business days',
    note: 'Our everyday option for honey, plants and most fresh fruit.',
    icon: Truck,
  },
  {
    name: 'Express Shipping',
    price: '$15.99',
    time: '1-2 business days',
    note: 'For gifts, ripe fruit and anything you need sooner.',
    icon: Zap,
  },
  {
    name: 'Local Pickup',
    price: 'Free',
    time: 'Ready at the farm stand',
    note: 'We will e-mail you when your order is packed and waiting.',
    icon: Store,
  },
]

export function ShippingPage() {
  usePageMeta({
    title: 'Shipping Information',
    description:
      'Free standard shipping on orders over $50, express delivery in 1-2 business days, and free local pickup at the farm.',
  })

  return (
    <>
      <PolicyHeader eyebrow="Customer care" title="Shipping Information">
        We pack every order by hand on the farm and ship it so it arrives as fresh as the day it was
        picked.
      </PolicyHeader>
      <PolicyBody>
        <PolicySection id="shipping-options" title="Shipping options">
          <ul className="grid gap-4 md:grid-cols-3">
            {shippingOptions.map(({ name, price, time, note, icon: Icon }) => (
              <li key={name}>
                <Card className="h-full gap-2 p-5">
                  <Icon className="size-6 text-primary" aria-hidden="true" />
                  <h3 className="font-serif text-lg font-semibold">{name}</h3>
                  <p className="font-semibold text-primary">{price}</p>
                  <p className="text-sm font-medium">{time}</p>
                  <p className="text-sm text-muted-foreground">{note}</p>
                </Card>
              </li>
            ))}
          </ul>
          <p>
            Standard shipping is free on every order over $50; below that it is a flat $8.99. The
            exact options and prices for your order, based on what is in your cart and where it is
            going, are shown at checkout before you pay.
          </p>
        </PolicySection>

        <PolicySection id="shipping-schedule" title="When we ship">
          <p>
            <strong>Fresh produce ships Monday through Wednesday.</strong> That way mangos, berries
            and grapes never sit in a warehouse over the weekend. Orders placed later in the week go
            out the following Monday.
          </p>
          <p>
            <strong>Plants and trees ship Tuesday through Thursday,</strong> so they spend as little
            time in the box as possible and arrive before the weekend.
          </p>
          <p>
            Honey, honeycomb and gifts ship any business day. Business days are Monday to Friday,
            not counting holidays.
          </p>
        </PolicySection>

        <PolicySection id="shipping-packing" title="How we pack">
          <p>
            Fruit travels in insulated boxes with cold packs when the weather calls for it. Honey
            jars are sealed and wrapped, and trees are staked, watered and boxed upright with their
            pots wrapped so the soil stays put.
          </p>
          <p>
            You will get an e-mail with tracking as soon as your order leaves the farm. Please open
            fresh produce and plants the day they arrive.
          </p>
        </PolicySection>

        <PolicySection id="shipping-problems" title="Something not right?">
          <p>
            If your order arrives damaged or spoiled, let us know quickly and we will make it right.
            The time limits for each kind of product are in our{' '}
            <Link to="/returns">Return Policy</Link>, and our <Link to="/faq">FAQ</Link> answers the
            most common questions.
          </p>
        </PolicySection>
      </PolicyBody>
    </>
  )
}
