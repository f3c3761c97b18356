import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { connectDatabase, type DatabaseConnection } from '../db/client'
import { reminderLogs, reminders } from '#server/db/schema/reminders'
import { emailOutbox } from '#server/db/schema/notifications'
import { jobSchema } from '../jobs/job-engine'
import { storedJobs } from '../test/queued-jobs'
import { contactRateLimit } from '../domains/engagement/contact-routes'
import { dueRemindersJob } from '../domains/reminders/reminder-delivery'
import {
  cookieJar,
  createPostgresDatabase,
  freePort,
  startNginx,
  startServerProcess,
  stopAllProcesses,
  type ServerProcess,
} from '../test/server-process'

/**
 * Two real app processes on one PostgreSQL database and one uploads folder, behind nginx
 * round-robin, every request through nginx (decision 0038). Needs a PostgreSQL server: runs when
 * TEST_DATABASE_URL is given (CI runs the API suite that way).
 */
const serverUrl = process.env.TEST_DATABASE_URL!
let proxyPort: number
let instancePorts: number[]
const owner = { email: 'owner@instances.test', password: 'two instances, one shop' }

describe('two app instances behind nginx', () => {
  let target: Awaited<ReturnType<typeof createPostgresDatabase>>
  let database: DatabaseConnection
  let dataDir: string
  let instances: ServerProcess[] = []
  let proxy: Awaited<ReturnType<typeof startNginx>> | null = null

  beforeAll(async () => {
    ;[proxyPort, ...instancePorts] = [await freePort(), await freePort(), await freePort()]
    target = await createPostgresDatabase(serverUrl)
    dataDir = await mkdtemp(path.join(tmpdir(), 'groveside-instances-'))
    database = await connectDatabase({ kind: 'postgres', url: target.url, poolSize: 4 })
    instances = await Promise.all(
      instancePorts.map((port) =>
        startServerProcess({
          port,
          env: {
            DATABASE_URL: target.url,
            // One machine: both instances share the uploads folder (several machines: S3_BUCKET).
            DATA_DIR: dataDir,
            PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
            TRUST_PROXY: '127.0.0.1',
            OWNER_EMAIL: owner.email,
            OWNER_PASSWORD: owner.password,
          },
        }),
      ),
    )
    proxy = await startNginx({
      port: proxyPort,
      upstreams: instancePorts.map((port) => `127.0.0.1:${port}`),
    })
  }, 120_000)
  afterAll(async () => {
    await proxy?.stop()
    await Promise.all(instances.map((instance) => instance.stop()))
    await stopAllProcesses() // an instance that started while its twin failed to
    await database?.close()
    await target?.drop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  }, 30_000)

  /** One browser: a cookie jar, every request through nginx; answers which instance replied. */
  function visitor() {
    const jar = cookieJar()
    return async (url: string, init: { method?: string; json?: unknown; body?: FormData } = {}) => {
      const response = await fetch(`${proxy!.url}${url}`, {
        method: init.method ?? 'GET',
        headers: {
          cookie: jar.header(),
          ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.json === undefined ? init.body : JSON.stringify(init.json),
      })
      jar.keep(response)
      return { response, instance: response.headers.get('x-upstream')! }
    }
  }

  /** Signs the owner in through nginx; answers the signed-in visitor. */
  async function signedInOwner() {
    const send = visitor()
    const { response } = await send('/api/staff/login', { method: 'POST', json: owner })
    expect(response.status, await response.clone().text()).toBe(200)
    return send
  }

  it('sends consecutive requests to both instances', async () => {
    const send = visitor()
    const answered = new Set<string>()
    for (let n = 0; n < 4; n += 1) answered.add((await send('/healthz')).instance)
    expect([...answered].sort()).toEqual(instancePorts.map((port) => `127.0.0.1:${port}`).sort())
  })

  it("keeps a visitor's session and cart whichever instance answers", async () => {
    const send = visitor()
    const { response: listed } = await send('/api/products')
    const [first, second] = (
      (await listed.json()) as { id: number; inStock: boolean; stockQuantity: number | null }[]
    ).filter((product) => product.inStock && (product.stockQuantity ?? 2) >= 2)
    const added = await send('/api/cart', {
      method: 'POST',
      json: { productId: first!.id, quantity: 2 },
    })
    expect(added.response.status).toBe(200)
    const again = await send('/api/cart', {
      method: 'POST',
      json: { productId: second!.id, quantity: 1 },
    })
    expect(again.response.status).toBe(200)
    expect(again.instance).not.toBe(added.instance)

    const answered = new Set<string>()
    for (let n = 0; n < 4; n += 1) {
      const { response, instance } = await send('/api/cart')
      answered.add(instance)
      const cart = (await response.json()) as { quantity: number; product: { id: number } }[]
      expect(cart.map(({ product, quantity }) => ({ id: product.id, quantity }))).toEqual(
        expect.arrayContaining([
          { id: first!.id, quantity: 2 },
          { id: second!.id, quantity: 1 },
        ]),
      )
      expect(cart).toHaveLength(2)
    }
    expect(answered.size).toBe(2)
  })

  it('serves an image uploaded through one instance from the other', async () => {
    const send = await signedInOwner()
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 60, g: 140, b: 70 } },
    })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'grove.jpg')
    const uploaded = await send('/api/upload-image?purpose=product', { method: 'POST', body: form })
    expect(uploaded.response.status, await uploaded.response.clone().text()).toBe(201)
    const { imageUrl } = (await uploaded.response.json()) as { imageUrl: string }

    const servedBy = new Map<string, number>()
    for (let n = 0; n < 4; n += 1) {
      const { response, instance } = await send(imageUrl)
      expect(response.headers.get('content-type')).toBe('image/webp')
      const bytes = Buffer.from(await response.arrayBuffer())
      expect((await sharp(bytes).metadata()).width).toBe(640)
      servedBy.set(instance, response.status)
    }
    expect(servedBy.get(uploaded.instance)).toBe(200)
    const other = [...servedBy.keys()].find((instance) => instance !== uploaded.instance)
    expect(other, 'the other instance answered too').toBeDefined()
    expect(servedBy.get(other!)).toBe(200)
  })

  it('shows a staff edit made on one instance on the other within a second', async () => {
    const shopper = visitor()
    const [product] = (await (await shopper('/api/products')).response.json()) as {
      id: number
      name: string
    }[]
    // Both instances have answered (and may have kept) the product before the edit.
    for (let n = 0; n < 2; n += 1) await shopper(`/api/products/${product!.id}`)

    const staff = await signedInOwner()
    const newName = `${product!.name} (edited on one instance)`
    const edited = await staff(`/api/products/${product!.id}`, {
      method: 'PUT',
      json: { name: newName },
    })
    expect(edited.response.status).toBe(200)

    const editedAt = Date.now()
    const seenNewBy = new Set<string>()
    while (seenNewBy.size < 2 && Date.now() - editedAt < 1000) {
      const { response, instance } = await shopper(`/api/products/${product!.id}`)
      if (((await response.json()) as { name: string }).name === newName) seenNewBy.add(instance)
    }
    expect([...seenNewBy].sort()).toEqual(instancePorts.map((port) => `127.0.0.1:${port}`).sort())
  })

  it('counts a rate limit across both instances', async () => {
    const send = visitor()
    const message = {
      firstName: 'Ana',
      lastName: 'Reyes',
      email: 'ana@example.com',
      subject: 'products',
      message: 'Do you ship mangoes in July?',
    }
    const answered = new Set<string>()
    for (let n = 0; n < contactRateLimit.max; n += 1) {
      const { response, instance } = await send('/api/contact', { method: 'POST', json: message })
      expect(response.status).toBe(201)
      answered.add(instance)
    }
    expect(answered.size).toBe(2)
    for (let n = 0; n < 2; n += 1) {
      const { response } = await send('/api/contact', { method: 'POST', json: message })
      expect(response.status).toBe(429)
    }
  })

  it('runs a scheduled job once, on one instance', async () => {
    // Both instances registered the schedules, yet each recurring job has one.
    const schedules = (await database.db.execute(
      sql`select name, count(*)::int as count from ${sql.identifier(jobSchema)}.schedule group by name`,
    )) as unknown as { rows: { name: string; count: number }[] }
    expect(schedules.rows.map(({ name }) => name)).toContain(dueRemindersJob)
    for (const { name, count } of schedules.rows) expect(count, name).toBe(1)

    const [reminder] = await database.db
      .insert(reminders)
      .values({
        title: 'Water the nursery',
        type: 'general',
        frequency: 'daily',
        recipientEmail: 'chores@instances.test',
        createdAt: new Date(Date.now() - 3 * 24 * 3600_000),
        nextTrigger: new Date(Date.now() - 60_000),
      })
      .returning()
    // The minute-by-minute check comes round on both instances' cron.

    const mails = () =>
      database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'chores@instances.test'))
    for (let waited = 0; (await mails()).length === 0 && waited < 80_000; waited += 200)
      await new Promise((resolve) => setTimeout(resolve, 200))
    // Give the other instance's worker time to (wrongly) send it again.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(await mails()).toHaveLength(1)
    const logs = await database.db
      .select()
      .from(reminderLogs)
      .where(eq(reminderLogs.reminderId, reminder!.id))
    expect(logs).toHaveLength(1)
    // One run of the check per minute, whichever instance's cron came first.
    const runs = await storedJobs(database.db, dueRemindersJob)
    const minutes = runs.map((job) => Math.floor(job.startAfter.getTime() / 60_000))
    expect(new Set(minutes).size).toBe(minutes.length)
  }, 120_000)
})
