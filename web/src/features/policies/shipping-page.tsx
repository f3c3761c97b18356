import { Link } from 'react-router'
import { MapPin, Snowflake, Store, Truck, Zap, type LucideIcon } from 'lucide-react'
import { Card } from '#web/components/ui/card'
import { Skeleton } from '#web/components/ui/skeleton'
import { freeShippingPromise, shippingPriceText, useShippingTerms } from '#web/lib/shipping-terms'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { PolicyBody, PolicyHeader, PolicySection } from './policy-layout'

const methodIcons: Record<string, LucideIcon> = {
  farm_pickup: Store,
  local_delivery: MapPin,
  express_shipping: Zap,
  standard_shipping: Truck,
  refrigerated_shipping: Snowflake,
}

/**
 * The shipping policy (spec 2 §9 "Displayed policy text"). Its methods, prices and free-shipping
 * threshold are the ones checkout charges, read from the shipping options (decision 0016); the
 * spec's other figures ($50, $8.99, $15.99) were never charged and are not shown.
 */
export function ShippingPage() {
  usePageMeta()
  const { data: options, isPending } = useShippingTerms()
  const promise = freeShippingPromise(options)
  const freshFruitMethods = (options ?? [])
    .filter((option) => option.carriesFreshFruit)
    .map((option) => option.name)

  return (
    <>
      <PolicyHeader eyebrow="Customer care" title="Shipping Information">
        We pack every order by hand on the farm and ship it so it arrives as fresh as the day it was
        picked.
      </PolicyHeader>
      <PolicyBody>
        <PolicySection id="shipping-options" title="Shipping options">
          {isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : (
            <ul className="grid gap-4 md:grid-cols-3" aria-label="Shipping methods">
              {(options ?? []).map((option) => {
                const Icon = methodIcons[option.id] ?? Truck
                return (
                  <li key={option.id} data-testid="shipping-method">
                    <Card className="h-full gap-2 p-5">
                      <Icon className="size-6 text-primary" aria-hidden="true" />
                      <h3 className="font-serif text-lg font-semibold">{option.name}</h3>
                      <p className="font-semibold text-primary">{shippingPriceText(option)}</p>
                      {option.estimatedDays && (
                        <p className="text-sm font-medium">{option.estimatedDays}</p>
                      )}
                      {option.description && (
                        <p className="text-sm text-muted-foreground">{option.description}</p>
                      )}
                      {option.note && (
                        <p className="text-sm text-muted-foreground">{option.note}</p>
                      )}
                    </Card>
                  </li>
                )
              })}
            </ul>
          )}
          {promise && <p data-testid="free-shipping-promise">{promise.headline}.</p>}
          {freshFruitMethods.length > 0 && (
            <p>
              Fresh fruit ships only cold or local: choose{' '}
              {new Intl.ListFormat('en', { type: 'disjunction' }).format(freshFruitMethods)} for
              mangos, blackberries and grapes.
            </p>
          )}
          <p>
            The exact options and prices for your order, based on what is in your cart and where it
            is going, are shown at checkout before you pay.
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
