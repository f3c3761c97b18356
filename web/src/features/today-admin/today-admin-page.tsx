import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowUpRight, PackageOpen } from 'lucide-react'
import { formatShortVisitDate, formatVisitDate } from '#contracts/farm-time'
import type { Today } from '#contracts/today'
import * as todayApi from '#contracts/today-api'
import { QueryState } from '#web/components/query-state'
import { StaffPage } from '#web/components/staff/staff-page'
import { StaffSection } from '#web/components/staff/staff-section'
import { apiQuery } from '#web/lib/api-client'
import { cn } from '#web/lib/cn'
import { BelowMinimumList } from './below-minimum-list'
import {
  harvestOrdersLink,
  orderFigures,
  pickupFigures,
  visitFigures,
  waitingFigures,
  type TodayFigure,
} from './today-links'

function FigureLinks({ figures }: { figures: TodayFigure[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <li key={figure.label}>
          <Link
            to={figure.to}
            className={cn(
              'group flex h-full flex-col rounded-2xl border border-border/70 bg-card p-4 shadow-soft transition-colors',
              'hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              figure.value > 0 && 'border-primary/30',
            )}
          >
            <span className="flex items-center justify-between text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {figure.label}
              <ArrowUpRight
                className="size-4 opacity-50 group-hover:opacity-100"
                aria-hidden="true"
              />
            </span>
            <span className="mt-1 text-3xl font-bold tabular-nums" data-testid="today-figure">
              {figure.value}
            </span>
            {figure.detail && (
              <span className="text-sm text-muted-foreground">{figure.detail}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Each harvest day of the week ahead: what to pick for it, linking to its orders. */
function HarvestList({ harvests, today }: { harvests: Today['harvests']; today: string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {harvests.map((harvest) => (
        <li
          key={harvest.date}
          className="rounded-2xl border border-border/70 bg-card p-4 shadow-soft"
          data-testid="harvest-day"
        >
          <Link
            to={harvestOrdersLink(harvest.date)}
            className="flex items-baseline justify-between gap-3 font-semibold hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span>{harvest.date === today ? 'Today' : formatShortVisitDate(harvest.date)}</span>
            <span className="text-sm font-normal text-muted-foreground">
              {harvest.orders} {harvest.orders === 1 ? 'order' : 'orders'}
            </span>
          </Link>
          <ul className="mt-2 grid gap-1 text-sm">
            {harvest.lines.map((line) => (
              <li key={`${line.productName} ${line.unit}`} className="flex gap-2">
                <span className="w-10 shrink-0 text-right font-semibold tabular-nums">
                  {line.quantity} ×
                </span>
                <span className="min-w-0 break-words">
                  {line.productName}
                  {line.unit && <span className="text-muted-foreground"> ({line.unit})</span>}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

/**
 * /admin, Today: what the farm has to do now (orders to pack, pickups, deliveries, visitors today
 * and this weekend, low stock, what waits for staff), each number a link to its list.
 */
export function TodayAdminPage() {
  const today = useQuery({ ...apiQuery(todayApi.getToday), refetchOnMount: 'always' })
  return (
    <StaffPage
      title="Today"
      description={today.data ? formatVisitDate(today.data.date) : 'What the farm has to do now.'}
    >
      <QueryState query={today} loading="Loading today..." what="today's figures">
        {(data) => (
          <div className="grid gap-8">
            <StaffSection title="Orders">
              <FigureLinks figures={orderFigures(data)} />
            </StaffSection>
            {data.pickupsToday.length > 0 && (
              <StaffSection title="Pickups today">
                <FigureLinks figures={pickupFigures(data)} />
              </StaffSection>
            )}
            {data.harvests.length > 0 && (
              <StaffSection
                title="To pick"
                description="Fresh products of paid orders not yet packed, by harvest day."
              >
                <HarvestList harvests={data.harvests} today={data.date} />
              </StaffSection>
            )}
            {data.belowMinimum.length > 0 && (
              <StaffSection
                title="Below minimum"
                description="Event and workshop dates that have not reached their minimum by their decision day."
              >
                <BelowMinimumList dates={data.belowMinimum} />
              </StaffSection>
            )}
            <StaffSection title="Visitors">
              <FigureLinks figures={visitFigures(data)} />
            </StaffSection>
            <StaffSection title="Waiting for you">
              <FigureLinks figures={waitingFigures(data)} />
            </StaffSection>
            <StaffSection
              title="Low stock"
              description={`Products with ${data.lowStockLine} or fewer left.`}
            >
              {data.lowStock.length === 0 ? (
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <PackageOpen className="size-4" aria-hidden="true" />
                  Every counted product has more than {data.lowStockLine} left.
                </p>
              ) : (
                <ul className="divide-y divide-border rounded-2xl border border-border/70 bg-card">
                  {data.lowStock.map((product) => (
                    <li key={product.id}>
                      <Link
                        to={`/product-admin?edit=${product.id}`}
                        className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm hover:bg-primary-soft/50 focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <span className="font-medium">{product.name}</span>
                        <span className="tabular-nums text-muted-foreground">
                          {product.stockQuantity} left
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </StaffSection>
          </div>
        )}
      </QueryState>
    </StaffPage>
  )
}
