import { useState } from 'react'
import { Link } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Gift } from 'lucide-react'
import { farmToday, formatShortVisitDate } from '#contracts/farm-time'
import {
  formatGiftCardCode,
  giftCardIssueSchema,
  giftCardStatusLabels,
  giftCardVoidSchema,
  type GiftCardSummary,
} from '#contracts/gift-cards'
import * as giftCardsApi from '#contracts/gift-cards-api'
import { DialogHeading } from '#web/components/dialog-heading'
import { FormField } from '#web/components/form-field'
import { QueryState } from '#web/components/query-state'
import { ResourceFormDialog } from '#web/components/staff/resource-form-dialog'
import { ServerSearchField } from '#web/components/staff/server-search-field'
import { StaffSection } from '#web/components/staff/staff-section'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Dialog, DialogContent, DialogFooter } from '#web/components/ui/dialog'
import { toast } from '#web/components/ui/use-toast'
import { apiQuery, callApi, isAnswerOf } from '#web/lib/api-client'
import { formatMoney } from '#web/lib/format-money'

/**
 * Gift cards on the Customers screen (decision 0066): every card, bought or issued, searched by
 * its last four characters or a name; staff issue a card (its code is shown this once) and void
 * one with a reason.
 */
export function GiftCardsSection({ timeZone }: { timeZone: string }) {
  const queryClient = useQueryClient()
  const [q, setQ] = useState<string | undefined>(undefined)
  const [issuing, setIssuing] = useState(false)
  const [issuedCode, setIssuedCode] = useState<{ code: string; card: GiftCardSummary } | null>(null)
  const [voiding, setVoiding] = useState<GiftCardSummary | null>(null)
  const cards = useQuery(apiQuery(giftCardsApi.listGiftCards, { query: { q } }))
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: (query) => isAnswerOf(giftCardsApi.listGiftCards, query.queryKey),
    })

  return (
    <StaffSection
      className="mt-10"
      title="Gift cards"
      description="Cards bought in the shop and cards the farm gave. Search by the last four characters of the code or a name."
      actions={
        <Button size="sm" onClick={() => setIssuing(true)}>
          <Gift aria-hidden="true" />
          Issue gift card
        </Button>
      }
    >
      <div className="grid gap-3">
        <ServerSearchField
          label="Search gift cards"
          placeholder="Last four, recipient or sender"
          value={q}
          onSearch={setQ}
        />
        <QueryState query={cards} loading="Loading gift cards..." what="the gift cards">
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-muted-foreground">No gift cards.</p>
            ) : (
              <ul className="divide-y divide-border rounded-2xl border border-border/70 bg-card text-sm">
                {list.map((card) => (
                  <li
                    key={card.id}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2.5"
                    data-testid="gift-card-row"
                  >
                    <span className="font-mono font-semibold">•••• {card.lastFour}</span>
                    <span className="min-w-0 break-words">
                      {card.recipientName} · {card.recipientEmail}
                      <span className="block text-xs text-muted-foreground">
                        {card.orderId ? (
                          <Link
                            to={`/admin/orders?q=${encodeURIComponent(`#${card.orderId}`)}`}
                            className="text-primary"
                          >
                            Bought in order #{card.orderId}
                          </Link>
                        ) : (
                          card.issueReason
                        )}{' '}
                        · sent {formatShortVisitDate(card.sendOn)}
                        {card.voidReason && ` · void: ${card.voidReason}`}
                      </span>
                    </span>
                    <span className="tabular-nums">
                      {formatMoney(card.balance)} of {formatMoney(card.initial)}
                    </span>
                    <Badge
                      variant={card.status === 'void' ? 'destructive' : 'secondary'}
                      data-testid="gift-card-status"
                    >
                      {giftCardStatusLabels[card.status]}
                    </Badge>
                    {card.status !== 'void' && (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Void gift card ending ${card.lastFour}`}
                        onClick={() => setVoiding(card)}
                      >
                        Void
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>

      <ResourceFormDialog
        open={issuing}
        onOpenChange={setIssuing}
        size="md"
        title="Issue a gift card"
        description="It can be spent at once; the recipient is e-mailed the code on its day."
        schema={giftCardIssueSchema}
        defaultValues={{
          amount: '25.00',
          recipientName: '',
          recipientEmail: '',
          message: '',
          sendOn: farmToday(timeZone),
          reason: '',
        }}
        submitLabel="Issue gift card"
        onSubmit={async (values) => {
          const issued = await callApi(giftCardsApi.issueGiftCard, { body: values })
          setIssuedCode(issued)
          await refresh()
        }}
      >
        {(form) => (
          <>
            <FormField form={form} name="amount" label="Amount" kind="amount" />
            <FormField form={form} name="recipientName" label="Recipient name" />
            <FormField form={form} name="recipientEmail" label="Recipient e-mail" type="email" />
            <FormField form={form} name="message" label="Message" kind="textarea" rows={2} />
            <FormField
              form={form}
              name="sendOn"
              label="Send on"
              type="date"
              min={farmToday(timeZone)}
            />
            <FormField
              form={form}
              name="reason"
              label="Reason"
              hint="Why the farm gives it: kept with the card."
            />
          </>
        )}
      </ResourceFormDialog>

      <Dialog open={issuedCode !== null} onOpenChange={(open) => !open && setIssuedCode(null)}>
        <DialogContent>
          <DialogHeading
            icon={<Gift aria-hidden="true" />}
            title="Gift card issued"
            description={
              issuedCode &&
              `${formatMoney(issuedCode.card.initial)} for ${issuedCode.card.recipientName}, e-mailed on ${formatShortVisitDate(issuedCode.card.sendOn)}. Write the code down now if you hand it over in person: it is not shown again.`
            }
          />
          <p
            className="rounded-lg bg-primary-soft px-4 py-3 text-center font-mono text-lg font-semibold break-all"
            data-testid="issued-gift-card-code"
          >
            {issuedCode && formatGiftCardCode(issuedCode.code)}
          </p>
          <DialogFooter>
            <Button onClick={() => setIssuedCode(null)}>Done</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <ResourceFormDialog
        open={voiding !== null}
        onOpenChange={(open) => !open && setVoiding(null)}
        size="md"
        title={`Void gift card ending ${voiding?.lastFour ?? ''}`}
        description={`The ${formatMoney(voiding?.balance ?? '0.00')} left on it can no longer be spent. This cannot be undone.`}
        schema={giftCardVoidSchema}
        defaultValues={{ reason: '' }}
        submitLabel="Void gift card"
        onSubmit={async (values) => {
          await callApi(giftCardsApi.voidGiftCard, {
            params: { id: voiding!.id },
            body: values,
          })
          toast({ title: 'Gift card voided' })
          await refresh()
        }}
      >
        {(form) => <FormField form={form} name="reason" label="Reason" />}
      </ResourceFormDialog>
    </StaffSection>
  )
}
