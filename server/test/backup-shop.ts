import { expect } from 'vitest'
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { openConfiguredDatabase } from '../open-configured-database'
import { prepareDatabase } from '../prepare-database'
import { products } from '../db/schema/catalog'
import { orders } from '../db/schema/orders'
import { testCards } from '#server/providers/payments/test-mode-provider'
import { validOrder, visitorWithCart } from './checkout-helpers'
import { nextTestAddress, signInAsStaff } from './sign-in'

/**
 * The shop that `npm run backup` / `npm run restore` tests round-trip (decision 0038): scratch
 * folders, the scripts run as npm runs them, and a shop with a paid order and an uploaded image.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const cleanups: (() => Promise<void>)[] = []

/** Removes what the test made (scratch folders, databases): call it from afterAll. */
export async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
}

/** Something to remove when the test ends. */
export function removeLater(cleanup: () => Promise<void>) {
  cleanups.push(cleanup)
}

export async function scratchDir(name: string) {
  const dir = await mkdtemp(path.join(tmpdir(), `groveside-${name}-`))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/** Runs `npm run <script>` the way npm does (tsx), in an environment naming the shop. */
export async function runScript(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}.ts`, ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env } },
    )
    return { ok: true, output: stdout.trim() }
  } catch (error) {
    const failed = error as { stdout: string; stderr: string }
    return { ok: false, output: `${failed.stdout}${failed.stderr}`.trim() }
  }
}

/** Opens the shop that `env` names like the server would (the demo farm when empty); hands over the app. */
export async function withShop<T>(
  env: Record<string, string>,
  work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env })
  const { database, storage, close } = await openConfiguredDatabase(config)
  try {
    await prepareDatabase(database, { storage, seedDemoData: true })
    const app = await buildApp({
      config,
      database,
      storage,
      web: 'none',
      startJobWorker: false,
      logger: false,
    })
    try {
      await app.ready()
      return await work(app)
    } finally {
      await app.close()
    }
  } finally {
    await close()
  }
}

/** A product with an uploaded photo and a paid order for it; answers what to look for later. */
export async function shopWithOrderAndImage(env: Record<string, string>) {
  return withShop(env, async (app) => {
    const staff = await signInAsStaff(app, 'owner')
    const photo = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 120, b: 30 } },
    })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'mango.jpg')
    const request = new Request('http://localhost/', { method: 'POST', body: form })
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/upload-image?purpose=product',
      headers: { cookie: staff, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const { imageUrl } = uploaded.json<{ imageUrl: string }>()
    const image = (await app.inject({ method: 'GET', url: imageUrl })).rawPayload

    const [mango] = await app.db
      .insert(products)
      .values({
        name: 'Backup Honey',
        priceCents: 900,
        category: 'honey',
        stockQuantity: 10,
        imageUrl,
      })
      .returning()
    const buyer = await visitorWithCart(app, [{ productId: mango!.id, quantity: 3 }])
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: buyer.cookie },
      payload: validOrder({ shippingMethod: 'farm_pickup' }),
      remoteAddress: nextTestAddress(),
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const orderId = placed.json<{ id: number }>().id
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/test-mode/confirm',
      headers: { cookie: buyer.cookie },
      payload: { orderId, cardNumber: testCards.succeeds },
      remoteAddress: nextTestAddress(),
    })
    expect(paid.statusCode, paid.body).toBe(200)
    return { orderId, productId: mango!.id, imageUrl, image }
  })
}

export type Shop = Awaited<ReturnType<typeof shopWithOrderAndImage>>

export async function expectSameShop(env: Record<string, string>, shop: Shop) {
  await withShop(env, async (app) => {
    const [order] = await app.db.select().from(orders).where(eq(orders.id, shop.orderId))
    expect(order).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' })
    const [mango] = await app.db.select().from(products).where(eq(products.id, shop.productId))
    expect(mango).toMatchObject({ stockQuantity: 7, imageUrl: shop.imageUrl })
    const served = await app.inject({ method: 'GET', url: shop.imageUrl })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(shop.image)).toBe(true)
  })
}
