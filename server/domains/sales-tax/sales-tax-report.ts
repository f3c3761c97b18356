import { giftCardMethod } from '#contracts/order-states'
import { sql } from 'drizzle-orm'
import { farmInstant } from '#contracts/farm-time'
import type { SalesTaxReport } from '#contracts/sales-tax'
import { selectRows, type Db } from '#server/db/client'
import { orderItems, orders } from '#server/db/schema/orders'
import { refunds } from '#server/db/schema/payments'
import { subscriptionPayments } from '#server/db/schema/subscriptions'
import { centsToDecimal } from '#server/lib/money'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { readTaxRules } from './sales-tax-settings'

/** Where a month of the farm's calendar starts and ends, as instants. */
function monthBounds(month: string, timeZone: string) {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
  return {
    from: farmInstant(`${month}-01`, '00:00', timeZone),
    to: farmInstant(`${next}-01`, '00:00', timeZone),
  }
}

interface PlaceSums {
  home: boolean
  county: string | null
  surtax_rate_bp: number
  tax_state: string | null
  count: number
  gross: number
  taxable: number
  tax: number
  surtax: number
}

const sum = (rows: readonly PlaceSums[], key: 'gross' | 'taxable' | 'tax' | 'surtax') =>
  rows.reduce((total, row) => total + Number(row[key]), 0)

/**
 * A month of sales in the lines of Florida's return (DR-15): sales are counted in the month
 * their paid order was placed, refunds in the month they went through (less their share of the
 * tax, decision 0062), CSA boxes as exempt food on the day they were charged. Orders to another
 * state are exempt sales for Florida; the tax of a state the farm is registered in is listed
 * apart. Every sum is made by the database, so a busy month is never held in memory.
 */
export async function salesTaxReport(db: Db, month: string): Promise<SalesTaxReport> {
  const rules = await readTaxRules(db)
  const { from, to } = monthBounds(month, await readFarmTimeZone(db))
  const home = sql`coalesce(${orders.taxState}, ${rules.homeState}) = ${rules.homeState}`
  // A gift card sold is money held for later, not a sale (decision 0066): what it buys is.
  const notGiftCard = sql`${orders.shippingMethod} is distinct from ${giftCardMethod}`
  const paidInMonth = sql`${orders.paymentStatus} in ('paid', 'partially_refunded', 'refunded')
    and ${orders.createdAt} >= ${from} and ${orders.createdAt} < ${to} and ${notGiftCard}`

  const sales = await selectRows<PlaceSums>(
    db,
    sql`select ${home} as home, ${orders.taxCounty} as county, ${orders.taxState} as tax_state,
        ${orders.surtaxRateBp} as surtax_rate_bp, count(*)::int as count,
        sum(${orders.subtotalCents} + ${orders.shippingCostCents})::int as gross,
        sum(${orders.taxableCents})::int as taxable, sum(${orders.taxCents})::int as tax,
        sum(${orders.surtaxCents})::int as surtax
      from ${orders} where ${paidInMonth}
      group by 1, 2, 3, 4`,
  )
  const returned = await selectRows<PlaceSums>(
    db,
    sql`select ${home} as home, ${orders.taxCounty} as county, ${orders.taxState} as tax_state,
        ${orders.surtaxRateBp} as surtax_rate_bp, count(*)::int as count,
        sum(${refunds.amountCents} - ${refunds.taxCents})::int as gross,
        sum(${refunds.taxableCents})::int as taxable, sum(${refunds.taxCents})::int as tax,
        sum(${refunds.surtaxCents})::int as surtax
      from ${refunds} join ${orders} on ${orders.id} = ${refunds.orderId}
      where ${refunds.status} = 'succeeded' and ${notGiftCard}
        and ${refunds.createdAt} >= ${from} and ${refunds.createdAt} < ${to}
      group by 1, 2, 3, 4`,
  )
  const [goods] = await selectRows<{ food: number; plants: number; taxable: number }>(
    db,
    sql`select
        coalesce(sum(${orderItems.totalPriceCents}) filter (where ${orderItems.taxClass} = 'exempt_food'), 0)::int as food,
        coalesce(sum(${orderItems.totalPriceCents}) filter (where ${orderItems.taxClass} = 'exempt_food_plant'), 0)::int as plants,
        coalesce(sum(${orderItems.totalPriceCents}) filter (where ${orderItems.taxClass} = 'taxable'), 0)::int as taxable
      from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
      where ${paidInMonth} and ${home}`,
  )
  const [boxes] = await selectRows<{ cents: number }>(
    db,
    sql`select coalesce(sum(${subscriptionPayments.amountCents}), 0)::int as cents
      from ${subscriptionPayments}
      where ${subscriptionPayments.createdAt} >= ${from} and ${subscriptionPayments.createdAt} < ${to}`,
  )
  const homeSales = sales.filter((row) => row.home)
  const homeReturns = returned.filter((row) => row.home)
  const boxCents = Number(boxes?.cents ?? 0)
  const grossCents = sum(sales, 'gross') - sum(returned, 'gross') + boxCents
  const taxableCents = sum(homeSales, 'taxable') - sum(homeReturns, 'taxable')
  const stateTaxCents =
    sum(homeSales, 'tax') -
    sum(homeSales, 'surtax') -
    sum(homeReturns, 'tax') +
    sum(homeReturns, 'surtax')
  const surtaxCents = sum(homeSales, 'surtax') - sum(homeReturns, 'surtax')
  // What was taxed beyond the taxable goods is shipping.
  const shippingTaxedCents = sum(homeSales, 'taxable') - Number(goods?.taxable ?? 0)
  const homeShippingCents =
    sum(homeSales, 'gross') -
    Number(goods?.food ?? 0) -
    Number(goods?.plants ?? 0) -
    Number(goods?.taxable ?? 0)
  const exemptRefundCents =
    sum(homeReturns, 'gross') -
    sum(homeReturns, 'taxable') +
    sum(
      returned.filter((row) => !row.home),
      'gross',
    )

  const counties = new Map<string, SalesTaxReport['byCounty'][number]>()
  const countyCents = new Map<string, { taxable: number; state: number; surtax: number }>()
  for (const [rows, sign] of [
    [homeSales, 1],
    [homeReturns, -1],
  ] as const) {
    for (const row of rows) {
      const key = `${row.county ?? ''}|${row.surtax_rate_bp}`
      const cents = countyCents.get(key) ?? { taxable: 0, state: 0, surtax: 0 }
      cents.taxable += sign * Number(row.taxable)
      cents.state += sign * (Number(row.tax) - Number(row.surtax))
      cents.surtax += sign * Number(row.surtax)
      countyCents.set(key, cents)
      counties.set(key, {
        county: row.county ?? 'Unknown county',
        surtaxRate: (Number(row.surtax_rate_bp) / 100).toFixed(2),
        taxableAmount: centsToDecimal(cents.taxable),
        stateTax: centsToDecimal(cents.state),
        surtax: centsToDecimal(cents.surtax),
      })
    }
  }
  const otherStates = new Map<string, { taxable: number; tax: number }>()
  for (const [rows, sign] of [
    [sales.filter((row) => !row.home), 1],
    [returned.filter((row) => !row.home), -1],
  ] as const) {
    for (const row of rows) {
      if (Number(row.tax) === 0 && Number(row.taxable) === 0) continue
      const state = row.tax_state ?? ''
      const cents = otherStates.get(state) ?? { taxable: 0, tax: 0 }
      cents.taxable += sign * Number(row.taxable)
      cents.tax += sign * Number(row.tax)
      otherStates.set(state, cents)
    }
  }

  return {
    month,
    grossSales: centsToDecimal(grossCents),
    exemptSales: centsToDecimal(grossCents - taxableCents),
    exemptByReason: [
      { reason: 'Food: fresh fruit, honey', amount: centsToDecimal(Number(goods?.food ?? 0)) },
      { reason: 'CSA boxes (food)', amount: centsToDecimal(boxCents) },
      {
        reason: 'Food-producing plants',
        amount: centsToDecimal(Number(goods?.plants ?? 0)),
      },
      {
        reason: 'Shipping charges not taxed',
        amount: centsToDecimal(homeShippingCents - shippingTaxedCents),
      },
      {
        reason: `Shipped out of ${rules.homeState}`,
        amount: centsToDecimal(
          sum(
            sales.filter((row) => !row.home),
            'gross',
          ),
        ),
      },
      { reason: 'Less refunds of exempt sales', amount: centsToDecimal(-exemptRefundCents) },
    ],
    taxableAmount: centsToDecimal(taxableCents),
    taxCollected: centsToDecimal(stateTaxCents + surtaxCents),
    stateTax: centsToDecimal(stateTaxCents),
    surtax: centsToDecimal(surtaxCents),
    byCounty: [...counties.values()]
      .filter((row) => row.taxableAmount !== '0.00' || row.surtax !== '0.00')
      .sort((a, b) => a.county.localeCompare(b.county)),
    otherStates: [...otherStates].map(([state, cents]) => ({
      state,
      taxableAmount: centsToDecimal(cents.taxable),
      tax: centsToDecimal(cents.tax),
    })),
    orderCount: sales.reduce((total, row) => total + Number(row.count), 0),
    refundCount: returned.reduce((total, row) => total + Number(row.count), 0),
  }
}
