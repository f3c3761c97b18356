import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Package } from 'lucide-react'
import type { PackingList } from '#contracts/csa-season'
import * as csaApi from '#contracts/csa-season-api'
import { farmToday, formatVisitDate } from '#contracts/farm-time'
import { EmptyState, QueryState } from '#web/components/query-state'
import { Card } from '#web/components/ui/card'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { apiQuery } from '#web/lib/api-client'

const boxesWording = (count: number) => (count === 1 ? '1 box' : `${count} boxes`)

/** One day's packing list (decision 0059): boxes and add-ons counted per pickup window. */
export function PackingListSection() {
  const timeZone = useFarmTimeZone()
  const [date, setDate] = useState(() => farmToday(timeZone))
  const list = useQuery({
    ...apiQuery(csaApi.readPackingList, { query: { date } }),
    enabled: date !== '',
    placeholderData: keepPreviousData,
  })
  return (
    <section aria-labelledby="packing-list-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="packing-list-heading" className="font-serif text-2xl font-semibold">
          Packing list
        </h2>
        <div className="grid gap-1.5">
          <Label htmlFor="packing-list-date">Packing day</Label>
          <Input
            id="packing-list-date"
            type="date"
            className="w-44"
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
      </div>
      {date !== '' && (
        <QueryState
          query={list}
          loading="Loading the packing list..."
          what="the packing list"
          headingLevel="h3"
          isEmpty={(data) => data.boxes === 0}
          empty={
            <EmptyState
              icon={<Package className="size-9 text-primary" aria-hidden="true" />}
              title="No boxes on this day."
              description={list.data ? skippedWording(list.data) : undefined}
              headingLevel="h3"
            />
          }
        >
          {(data) => <PackingListView list={data} />}
        </QueryState>
      )}
    </section>
  )
}

const skippedWording = (list: PackingList) =>
  list.skipped > 0 ? `${list.skipped} not packed (skipped, paused or farm break)` : undefined

function PackingListView({ list }: { list: PackingList }) {
  const addOnCount = list.addOns.reduce((sum, each) => sum + each.quantity, 0)
  return (
    <div className="grid gap-4">
      <Card className="gap-1 p-4 sm:p-5" data-testid="packing-totals">
        <p className="font-semibold">
          {formatVisitDate(list.date)}: {boxesWording(list.boxes)}, {addOnCount}{' '}
          {addOnCount === 1 ? 'add-on' : 'add-ons'}
        </p>
        {list.addOns.length > 0 && (
          <p className="text-sm text-muted-foreground">
            {list.addOns.map((each) => `${each.quantity} × ${each.name}`).join(', ')}
          </p>
        )}
        {list.skipped > 0 && (
          <p className="text-sm text-muted-foreground">{skippedWording(list)}</p>
        )}
      </Card>
      <ul className="grid gap-4">
        {list.groups.map((group) => {
          const headingId = `packing-${group.label.replace(/\W+/g, '-')}`
          return (
            <li key={group.label} data-testid="packing-group" aria-labelledby={headingId}>
              <Card className="gap-3 p-4 sm:p-5">
                <h3 id={headingId} className="font-sans text-base font-semibold">
                  {group.label}{' '}
                  <span className="text-sm font-normal text-muted-foreground">
                    {boxesWording(group.boxes)}
                  </span>
                </h3>
                <p className="text-sm">
                  {group.plans.map((plan) => `${plan.boxes} × ${plan.name}`).join(', ')}
                </p>
                {group.addOns.length > 0 && (
                  <p className="text-sm text-muted-foreground">
                    Add-ons:{' '}
                    {group.addOns.map((each) => `${each.quantity} × ${each.name}`).join(', ')}
                  </p>
                )}
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <thead className="text-muted-foreground">
                      <tr>
                        <th scope="col" className="py-1 pr-3 font-medium">
                          Member
                        </th>
                        <th scope="col" className="py-1 pr-3 font-medium">
                          Plan
                        </th>
                        <th scope="col" className="py-1 pr-3 font-medium">
                          Add-ons
                        </th>
                        <th scope="col" className="py-1 font-medium">
                          Address
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {group.members.map((member) => (
                        <tr key={member.subscriptionId} className="border-t border-border/70">
                          <td className="py-1.5 pr-3 font-medium">{member.customerName}</td>
                          <td className="py-1.5 pr-3">{member.planName}</td>
                          <td className="py-1.5 pr-3">{member.addOns || '—'}</td>
                          <td className="py-1.5">{member.address ?? '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </Card>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
