// npm run bench:orders — the back office's order list on a large shop (issue 25).
// Fills a fresh PostgreSQL database (BENCH_DATABASE_URL's server, database groveside_order_bench)
// with the demo farm and 10,000 orders of 1-4 lines over two years, then times a page of the
// order list under the filters staff use, and the customers list, printing p50 and p95 for each.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { defaultFarmTimeZone, farmToday } from '#contracts/farm-time'
import { orderSearchQuerySchema, type OrderSearchInput } from '#contracts/order-search'
import { connectDatabase } from '#server/db/client'
import { createLocalDiskStorage } from '#server/domains/media/storage'
import { customerSearchQuerySchema } from '#contracts/customers'
import { searchCustomers } from '#server/domains/customers/customer-queries'
import { searchOrders } from '#server/domains/orders/order-search-queries'
import { prepareDatabase } from '#server/prepare-database'

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const orderCount = Number(process.env.BENCH_ORDERS ?? 10_000)
const runs = 60
const benchDatabase = 'groveside_order_bench'

const admin = new pg.Client({ connectionString: serverUrl })
await admin.connect()
await admin.query(`drop database if exists ${benchDatabase} with (force)`)
await admin.query(`create database ${benchDatabase}`)
await admin.end()
const url = new URL(serverUrl)
url.pathname = `/${benchDatabase}`

const uploads = await mkdtemp(path.join(tmpdir(), 'groveside-bench-'))
const database = await connectDatabase({ kind: 'postgres', url: url.toString() })
try {
  await prepareDatabase(database, {
    storage: createLocalDiskStorage(uploads),
    seedDemoData: true,
  })
  const filled = performance.now()
  // Names, methods and statuses spread like a real shop's; every order paid and past checkout.
  await database.db.execute(sql`
    with made as (
      insert into orders (customer_email, customer_name, customer_phone, shipping_address,
        shipping_method, subtotal_cents, total_amount_cents, status, payment_status, created_at)
      select
        'buyer' || n || '@example.com',
        (array['Rosa','Teodoro','Marisol','Quentin','Ana','Jamal','Lena','Omar'])[1 + n % 8]
          || ' ' || (array['Alvarez','Banks','Quintero','Marsh','Nguyen','Okafor','Fischer'])[1 + n % 7] || ' ' || n,
        '772-555-' || lpad((n % 10000)::text, 4, '0'),
        '{"street":"1 Grove Rd","city":"Stuart","state":"FL","zipCode":"34994"}'::jsonb,
        (array['farm_pickup','local_delivery','refrigerated_shipping','standard_shipping', 'farm_stand'])[1 + n % 5],
        1000 + (n * 37) % 9000, 1000 + (n * 37) % 9000,
        (array['confirmed','processing','ready_for_pickup','delivered','delivered','cancelled'])[1 + n % 6],
        'paid',
        now() - (n % 730) * interval '1 day' - (n % 24) * interval '1 hour'
      from generate_series(1, ${orderCount}) as n
      returning id
    )
    insert into order_items (order_id, product_id, product_name, unit, quantity,
      price_per_unit_cents, total_price_cents)
    select made.id, null,
      (array['Haden Mangos','Wildflower Honey','Blackberries','Muscadine Grapes','Grafted Mango Tree'])[1 + (made.id + line) % 5],
      'each', 1 + line, 500, 500 * (1 + line)
    from made cross join generate_series(0, made.id % 4) as line
  `)
  await database.db.execute(sql`analyze`)
  console.log(
    `Filled ${orderCount} orders in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
  )

  const cases: [string, OrderSearchInput][] = [
    ['first page, newest first', {}],
    ['status ready for pickup', { status: 'ready_for_pickup' }],
    ['pickup orders this month', { fulfilment: 'pickup', from: monthStart(), to: today() }],
    ['search a customer name', { q: 'marisol' }],
    ['search an e-mail', { q: 'buyer4242@example.com' }],
    ['search a product, sorted by total', { q: 'honey', sort: 'total' }],
    ['refrigerated, page 20', { fulfilment: 'refrigerated', page: 20 }],
    ['order number', { q: '#5000' }],
  ]
  const time = async (label: string, run: () => Promise<unknown>) => {
    const times: number[] = []
    for (let each = 0; each < runs; each += 1) {
      const started = performance.now()
      await run()
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const p50 = times[Math.floor(runs * 0.5)]!
    const p95 = times[Math.floor(runs * 0.95)]!
    console.log(`  ${label.padEnd(36)} p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms`)
    return p95
  }
  console.log(`\nOrder list page (25 rows and the count), ${runs} runs each, PostgreSQL:`)
  let worst = 0
  for (const [label, input] of cases) {
    const query = orderSearchQuerySchema.parse(input)
    worst = Math.max(worst, await time(label, () => searchOrders(database.db, query)))
  }
  console.log(`\nCustomers page (25 rows and the count):`)
  for (const [label, input] of [
    ['first page, most recent', {}],
    ['search a name', { q: 'marisol' }],
    ['sorted by lifetime spend', { sort: 'spend' }],
  ] as const) {
    const query = customerSearchQuerySchema.parse(input)
    worst = Math.max(worst, await time(label, () => searchCustomers(database.db, query)))
  }
  console.log(`\nWorst p95: ${worst.toFixed(1)} ms (goal: under 100 ms)`)
} finally {
  await database.close()
  await rm(uploads, { recursive: true, force: true })
}

function today() {
  return farmToday(defaultFarmTimeZone)
}
function monthStart() {
  return `${today().slice(0, 8)}01`
}
