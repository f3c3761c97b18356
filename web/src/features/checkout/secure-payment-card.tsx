import type { ReactNode } from 'react'
import { Lock, ShieldCheck } from 'lucide-react'
import { Card } from '#web/components/ui/card'

export function SecurePaymentCard({ children }: { children?: ReactNode }) {
  return (
    <Card className="flex-row gap-4 p-5">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary"
      >
        <ShieldCheck className="size-5" />
      </span>
      <div className="grid gap-1 text-sm">
        <h2 className="flex items-center gap-1.5 font-semibold">
          <Lock className="size-3.5" aria-hidden="true" />
          Secure checkout
        </h2>
        <p className="text-muted-foreground">
          {children ??
            'Prices, shipping and your total are worked out on our server. Card details go to our payment provider and are never stored by the farm.'}
        </p>
      </div>
    </Card>
  )
}
