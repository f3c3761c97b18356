import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { PopularProduct } from '#contracts/analytics'
import { formatMoney } from '#web/lib/format-money'
import type { RevenueBar } from './analytics-view'

/*
 * The Analytics tab's pictures (Recharts), in a chunk of their own that only the tab loads. They
 * are hidden from assistive technology: the tab writes the same data as text and tables.
 */

const axisTick = { fill: 'var(--color-muted-foreground)', fontSize: 12 }
/** The size drawn before the container is measured (and in tests, where nothing has a size). */
const firstSize = { width: 480, height: 256 }
const wholeDollars = (value: number) => formatMoney(value).replace(/\.00$/, '')

export function RevenueChart({ bars }: { bars: RevenueBar[] }) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%" initialDimension={firstSize}>
        <BarChart data={bars} accessibilityLayer={false} margin={{ left: 4, right: 8 }}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={axisTick} tickLine={false} minTickGap={16} />
          <YAxis tick={axisTick} tickFormatter={wholeDollars} tickLine={false} width={64} />
          <Tooltip
            formatter={(value) => [formatMoney(Number(value)), 'Revenue']}
            cursor={{ fill: 'var(--color-primary-soft)' }}
          />
          <Bar dataKey="revenue" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}

export function ProductsChart({ products }: { products: PopularProduct[] }) {
  return (
    <div aria-hidden="true" className="w-full" style={{ height: 48 + products.length * 40 }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={firstSize}>
        <BarChart
          data={products}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ left: 4, right: 16 }}
        >
          <CartesianGrid horizontal={false} stroke="var(--color-border)" />
          <XAxis type="number" dataKey="sales" allowDecimals={false} tick={axisTick} />
          <YAxis type="category" dataKey="name" tick={axisTick} tickLine={false} width={120} />
          <Tooltip
            formatter={(value) => [String(value), 'Units sold']}
            cursor={{ fill: 'var(--color-honey-soft)' }}
          />
          <Bar dataKey="sales" fill="var(--color-honey)" radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
