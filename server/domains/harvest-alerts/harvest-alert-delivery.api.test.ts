import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { harvestAlertAdminSchema, type HarvestAlertAdmin } from '#contracts/harvest-alerts'
import { productListSchema } from '#contracts/catalog'
import { harvestAlerts } from '#server/db/schema/harvest-alerts'
import { emailOutbox } from '#server/db/schema/notifications'
import { storedJobs } from '#server/test/queued-jobs'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { nextTestAddress, signInAsStaff } from '#server/test/sign-in'
import { announceDueHarvestAlerts } from './harvest-alert-delivery'
import { harvestAlertMailOf } from './harvest-alert-mail'

/*
 * Decision 0028: when an alert goes live (created active, switched on, or its alert date arrives)
 * each confirmed, active subscriber who chose its product and its type gets one e-mail, never two,
 * whatever runs at the same time. Passes on PGlite and on PostgreSQL (TEST_DATABASE_URL), where
 * the concurrent runs really overlap.
 */

let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp({ seed: true })
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app
const adminPath = '/api/admin/harvest-alerts'
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  app().inject({ method, url, headers: { cookie: staff }, payload })
const post = (url: string, payload: object) =>
  app().inject({ method: 'POST', url, payload, remoteAddress: nextTestAddress() })

const productIds = new Map<string, number>()
const productId = async (name: string) => {
  if (productIds.size === 0) {
    for (const product of productListSchema.parse((await app().inject('/api/products')).json()))
      productIds.set(product.name, product.id)
  }
  const id = productIds.get(name)
  if (!id) throw new Error(`no product ${name}`)
  return id
}

const mailsTo = async (address: string) => {
  await app().jobs.runDueJobs()
  return app()
    .db.select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id))
}
const alertMailsTo = async (address: string, title: string) =>
  (await mailsTo(address)).filter((mail) => mail.subject === `Harvest Alert: ${title}`)

const linkToken = (text: string, page: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`/harvest-alerts/${page}\\?token=([\\w%-]+)`).exec(text)
  if (!match) throw new Error(`no ${page} link in:\n${text}`)
  return decodeURIComponent(match[1]!)
}

/** Signs an address up through the API, and follows its confirmation link unless told not to. */
async function subscriber(
  email: string,
  products: string[],
  alertTypes: string[],
  { confirm = true } = {},
) {
  const response = await post('/api/harvest-alerts/subscribe', {
    email,
    productIds: await Promise.all(products.map(productId)),
    alertTypes,
  })
  expect(response.statusCode, response.body).toBe(200)
  if (!confirm) return
  const [mail] = await mailsTo(email)
  const confirmed = await post('/api/harvest-alerts/confirm', {
    token: linkToken(mail!.text, 'confirm'),
  })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
}

const hour = 60 * 60 * 1000
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString()

async function createAlert(title: string, overrides: Record<string, unknown> = {}) {
  const response = await send('POST', adminPath, {
    productId: await productId('Haden Mangos'),
    alertType: 'harvest_ready',
    title,
    message: 'Picked this morning. Come and get them!',
    alertDate: fromNow(-60_000),
    expiryDate: fromNow(72 * hour),
    active: true,
    ...overrides,
  })
  expect(response.statusCode, response.body).toBe(201)
  return harvestAlertAdminSchema.parse(response.json())
}

const everyone = {
  /** Haden Mangos, harvest-ready alerts: gets Haden harvest-ready alerts. */
  haden: 'haden.fan@example.com',
  /** Haden and Kent, every type. */
  allMangos: 'all.mangos@example.com',
  /** Haden, but only last-call alerts. */
  lastCallOnly: 'last.call@example.com',
  /** Another product: Wildflower Honey. */
  honey: 'honey.fan@example.com',
  /** Signed up for Haden but never confirmed. */
  unconfirmed: 'unconfirmed@example.com',
  /** Confirmed for Haden, then unsubscribed. */
  unsubscribed: 'gone@example.com',
}

beforeAll(async () => {
  await subscriber(everyone.haden, ['Haden Mangos'], ['harvest_ready'])
  await subscriber(
    everyone.allMangos,
    ['Haden Mangos', 'Kent Mangos'],
    ['harvest_ready', 'pick_your_own', 'last_call', 'new_variety'],
  )
  await subscriber(everyone.lastCallOnly, ['Haden Mangos'], ['last_call'])
  await subscriber(everyone.honey, ['Wildflower Honey'], ['harvest_ready'])
  await subscriber(everyone.unconfirmed, ['Haden Mangos'], ['harvest_ready'], { confirm: false })
  await subscriber(everyone.unsubscribed, ['Haden Mangos'], ['harvest_ready'])
  const [mail] = await mailsTo(everyone.unsubscribed)
  const left = await post('/api/harvest-alerts/unsubscribe', {
    token: linkToken(mail!.text, 'unsubscribe'),
  })
  expect(left.statusCode).toBe(200)
})

/** Each address and how many e-mails about this alert it got. */
async function deliveries(title: string) {
  const counts: Record<string, number> = {}
  for (const [who, address] of Object.entries(everyone))
    counts[who] = (await alertMailsTo(address, title)).length
  return counts
}
const onlyHadenFans = {
  haden: 1,
  allMangos: 1,
  lastCallOnly: 0,
  honey: 0,
  unconfirmed: 0,
  unsubscribed: 0,
}
const nobody = {
  haden: 0,
  allMangos: 0,
  lastCallOnly: 0,
  honey: 0,
  unconfirmed: 0,
  unsubscribed: 0,
}

const storedAlert = async (id: number) =>
  (await app().db.select().from(harvestAlerts).where(eq(harvestAlerts.id, id)))[0]!

describe('harvest alert e-mails', () => {
  it('e-mails a new live alert once to exactly the confirmed subscribers of its product and type', async () => {
    const alert = await createAlert('Haden mangos: second picking')
    expect(alert.notifiedAt).not.toBeNull()
    expect(await deliveries(alert.title)).toEqual(onlyHadenFans)

    const [mail] = await alertMailsTo(everyone.haden, alert.title)
    expect(mail!.text).toContain('Picked this morning. Come and get them!')
    expect(mail!.text).toContain('Harvest Ready: Haden Mangos')
    expect(mail!.text).toContain('http://localhost:5000/harvest-alerts/unsubscribe?token=')

    // The queued job carries the one-click unsubscribe headers (the outbox keeps only the text).
    const job = (await storedJobs(app().db, 'email.send')).find(
      ({ payload }) =>
        payload.to === everyone.haden && payload.subject === `Harvest Alert: ${alert.title}`,
    )
    const headers = (job!.payload as { headers: Record<string, string> }).headers
    const link = `http://localhost:5000/harvest-alerts/unsubscribe?token=${encodeURIComponent(
      linkToken(mail!.text, 'unsubscribe'),
    )}`
    expect(headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })

    // Editing it, switching it off and on again, and the job: still one e-mail each.
    const edited = await send('PUT', `${adminPath}/${alert.id}`, {
      productId: await productId('Haden Mangos'),
      alertType: 'harvest_ready',
      title: alert.title,
      message: 'Picked this morning. Come early!',
      alertDate: alert.alertDate,
      expiryDate: alert.expiryDate,
      active: true,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await send('PATCH', `${adminPath}/${alert.id}`, { active: false })).statusCode).toBe(
      200,
    )
    expect((await send('PATCH', `${adminPath}/${alert.id}`, { active: true })).statusCode).toBe(200)
    expect(await announceDueHarvestAlerts(app().db, harvestAlertMailOf(app()))).toBe(0)
    expect(await deliveries(alert.title)).toEqual(onlyHadenFans)
  })

  it('sends a last-call alert to those who chose last calls, and another product’s alert to its fans', async () => {
    const lastCall = await createAlert('Last Haden mangos', { alertType: 'last_call' })
    expect(await deliveries(lastCall.title)).toEqual({
      ...nobody,
      allMangos: 1,
      lastCallOnly: 1,
    })
    const honey = await createAlert('Spring honey is jarred', {
      productId: await productId('Wildflower Honey'),
    })
    expect(await deliveries(honey.title)).toEqual({ ...nobody, honey: 1 })
  })

  it('e-mails nobody about an inactive, future or expired alert until it goes live', async () => {
    const hidden = await createAlert('Hidden Haden alert', { active: false })
    const future = await createAlert('Haden mangos next week', { alertDate: fromNow(hour) })
    const expired = await createAlert('Old Haden alert', {
      alertDate: fromNow(-72 * hour),
      expiryDate: fromNow(-hour),
    })
    expect(await announceDueHarvestAlerts(app().db, harvestAlertMailOf(app()))).toBe(0)
    for (const alert of [hidden, future, expired]) {
      expect((await storedAlert(alert.id)).notifiedAt).toBeNull()
      expect(await deliveries(alert.title)).toEqual(nobody)
    }
    // Switching an expired alert on sends nothing either.
    await send('PATCH', `${adminPath}/${expired.id}`, { active: true })
    expect(await deliveries(expired.title)).toEqual(nobody)

    // Switched on: it goes live now.
    await send('PATCH', `${adminPath}/${hidden.id}`, { active: true })
    expect(await deliveries(hidden.title)).toEqual(onlyHadenFans)
  })

  it('e-mails an alert whose date arrives once, however many workers run the job at once', async () => {
    const future = await createAlert('Haden mangos at dawn', { alertDate: fromNow(hour) })
    expect(await deliveries(future.title)).toEqual(nobody)
    // Its alert date arrives.
    await app()
      .db.update(harvestAlerts)
      .set({ alertDate: new Date(Date.now() - 1000) })
      .where(eq(harvestAlerts.id, future.id))
    const mail = harvestAlertMailOf(app())
    const queued = await Promise.all([
      announceDueHarvestAlerts(app().db, mail),
      announceDueHarvestAlerts(app().db, mail),
      announceDueHarvestAlerts(app().db, mail),
      announceDueHarvestAlerts(app().db, mail),
    ])
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(2)
    expect(await announceDueHarvestAlerts(app().db, mail)).toBe(0)
    expect(await deliveries(future.title)).toEqual(onlyHadenFans)
  })

  it('e-mails once when two staff switch an alert on at the same moment as the job runs', async () => {
    const alerts: HarvestAlertAdmin[] = []
    for (const n of [1, 2, 3]) alerts.push(await createAlert(`Haden race ${n}`, { active: false }))
    const mail = harvestAlertMailOf(app())
    await Promise.all(
      alerts.flatMap((alert) => [
        send('PATCH', `${adminPath}/${alert.id}`, { active: true }),
        send('PUT', `${adminPath}/${alert.id}`, { active: true }),
        announceDueHarvestAlerts(app().db, mail),
      ]),
    )
    for (const alert of alerts) expect(await deliveries(alert.title)).toEqual(onlyHadenFans)
  })

  it('stops e-mailing an address that unsubscribed through an alert e-mail’s link', async () => {
    const first = await createAlert('Haden mangos: third picking')
    const [mail] = await alertMailsTo(everyone.haden, first.title)
    const oneClick = await app().inject({
      method: 'POST',
      url: `/harvest-alerts/unsubscribe?token=${encodeURIComponent(linkToken(mail!.text, 'unsubscribe'))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: nextTestAddress(),
    })
    expect(oneClick.statusCode, oneClick.body).toBe(200)
    const next = await createAlert('Haden mangos: last picking')
    expect(await deliveries(next.title)).toEqual({ ...onlyHadenFans, haden: 0 })
  })
})
