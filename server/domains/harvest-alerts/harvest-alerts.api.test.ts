import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import {
  harvestAlertAdminListSchema,
  harvestAlertAdminSchema,
  harvestAlertListSchema,
  harvestAlertSubscribeMessage,
  type HarvestAlert,
  type HarvestAlertAdmin,
} from '#contracts/harvest-alerts'
import { productListSchema } from '#contracts/catalog'
import {
  harvestAlertConfirmationTokens,
  harvestAlertSubscriptions,
  harvestAlerts,
} from '#server/db/schema/harvest-alerts'
import { auditLog } from '#server/db/schema/audit'
import { emailOutbox } from '#server/db/schema/notifications'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { nextTestAddress, signInAsStaff } from '#server/test/sign-in'
import { expectStaffOnly } from '#server/test/staff-resource-checks'
import { defaultFarmTimeZone } from '#contracts/farm-time'
import { seasonClock } from '#server/demo-farm/demo-seasons'

let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp({ seed: true })
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const adminPath = '/api/admin/harvest-alerts'
const publicPath = '/api/harvest-alerts'
const app = () => testApp.app
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app().inject({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) })
const post = (url: string, payload: object) =>
  app().inject({ method: 'POST', url, payload, remoteAddress: nextTestAddress() })

const publicList = async (): Promise<HarvestAlert[]> => {
  const response = await app().inject({ method: 'GET', url: publicPath })
  expect(response.statusCode).toBe(200)
  return harvestAlertListSchema.parse(response.json())
}
const publicIds = async () => (await publicList()).map((alert) => alert.id)
const staffList = async (): Promise<HarvestAlertAdmin[]> => {
  const response = await app().inject({ method: 'GET', url: adminPath, headers: { cookie: staff } })
  expect(response.statusCode).toBe(200)
  return harvestAlertAdminListSchema.parse(response.json())
}
const storedAlerts = () => app().db.select().from(harvestAlerts).orderBy(harvestAlerts.id)
const lastAudit = async () =>
  (await app().db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]

const productId = async (name: string) => {
  const products = productListSchema.parse((await app().inject('/api/products')).json())
  const product = products.find((each) => each.name === name)
  if (!product) throw new Error(`no product ${name}`)
  return product.id
}

const hour = 60 * 60 * 1000
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString()

const newAlert = async (overrides: Record<string, unknown> = {}) => ({
  productId: await productId('Kent Mangos'),
  alertType: 'last_call',
  title: 'Last Kent mangos of the year',
  message: 'Only a few boxes left. Order this week!',
  alertDate: fromNow(-hour),
  expiryDate: fromNow(48 * hour),
  active: true,
  ...overrides,
})

const createAlert = async (overrides: Record<string, unknown> = {}) => {
  const response = await send('POST', adminPath, await newAlert(overrides))
  expect(response.statusCode, response.body).toBe(201)
  return harvestAlertAdminSchema.parse(response.json())
}

describe('harvest alerts API', () => {
  it('shows visitors only active alerts that have begun and not expired, without private fields', async () => {
    const list = await publicList()
    // The demo farm: this month's alert is live (demo-seasons.ts); the nursery one is switched
    // off, the one before it expired.
    const { live, past } = seasonClock(new Date(), defaultFarmTimeZone).harvestAlerts()
    expect(list.map((alert) => alert.title)).toEqual([live.title])
    expect(list[0]).toMatchObject({ productName: live.product, alertType: live.alertType })
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['alertDate', 'alertType', 'expiryDate', 'id', 'message', 'productName', 'title'].sort(),
    )
    const staffView = await staffList()
    expect(staffView.map((alert) => alert.title)).toEqual(
      expect.arrayContaining([live.title, 'New in the nursery: Nam Doc Mai', past.title]),
    )
  })

  it('refuses every staff route to anyone but staff, and changes nothing', async () => {
    const before = await storedAlerts()
    const payload = await newAlert()
    await expectStaffOnly(
      app(),
      [
        { method: 'GET', url: adminPath },
        { method: 'POST', url: adminPath, payload },
        { method: 'PUT', url: `${adminPath}/1`, payload },
        { method: 'PUT', url: `${adminPath}/1`, payload: { active: false } },
        { method: 'PATCH', url: `${adminPath}/1`, payload: { active: false } },
        { method: 'DELETE', url: `${adminPath}/1` },
      ],
      staffList,
    )
    expect(await storedAlerts()).toEqual(before)
  })

  it('creates with the spec defaults, fills in the product name, and audits it', async () => {
    const kent = await productId('Kent Mangos')
    const response = await send('POST', adminPath, {
      productId: kent,
      title: 'Kent mangos are in',
      message: 'Big, sweet and juicy.',
      alertDate: fromNow(-1000),
      productName: 'Something else', // the server's, from the product
      notifiedAt: null,
    })
    expect(response.statusCode, response.body).toBe(201)
    const alert = harvestAlertAdminSchema.parse(response.json())
    expect(alert).toMatchObject({
      productId: kent,
      productName: 'Kent Mangos',
      alertType: 'harvest_ready',
      active: true,
      expiryDate: null,
    })
    expect(await lastAudit()).toMatchObject({
      action: 'harvest_alert.create',
      targetType: 'harvest_alert',
      targetId: String(alert.id),
    })
    expect(await publicIds()).toContain(alert.id)
    expect((await send('DELETE', `${adminPath}/${alert.id}`)).statusCode).toBe(204)
  })

  it('answers bad input with 400 naming each field, and changes nothing', async () => {
    const before = await storedAlerts()
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ productId: undefined }, 'productId', 'Please choose a product'],
      [{ productId: 'abc' }, 'productId'],
      [{ productId: 99999999999 }, 'productId'],
      [{ productId: 999999 }, 'productId', 'Please choose one of the fresh or honey products'],
      [{ productId: await productId('Blackberry Plant – Ouachita') }, 'productId'],
      [{ alertType: 'sale' }, 'alertType', 'Please choose an alert type'],
      [{ title: '  ' }, 'title', 'Title is required'],
      [{ title: 'a\u0000b' }, 'title'],
      [{ message: '' }, 'message', 'Message is required'],
      [{ alertDate: undefined }, 'alertDate', 'Alert date is required'],
      [{ alertDate: '' }, 'alertDate', 'Alert date is required'],
      [{ alertDate: 'next tuesday' }, 'alertDate'],
      [{ alertDate: '0001-01-01T00:00:00Z' }, 'alertDate'],
      [{ expiryDate: 'soon' }, 'expiryDate'],
      [
        { alertDate: fromNow(hour), expiryDate: fromNow(-hour) },
        'expiryDate',
        'Expiry date must be after the alert date',
      ],
      [{ active: 'yes' }, 'active'],
    ]
    for (const [overrides, field, message] of cases) {
      const response = await send('POST', adminPath, await newAlert(overrides))
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400)
      const body = response.json() as { fields?: Record<string, string> }
      expect(Object.keys(body.fields ?? {}), JSON.stringify(overrides)).toContain(field)
      if (message) expect(body.fields?.[field]).toBe(message)
    }
    const nursery = (await staffList()).find(
      (alert) => alert.title === 'New in the nursery: Nam Doc Mai',
    )!
    const badEdit = await send('PUT', `${adminPath}/${nursery.id}`, await newAlert({ title: '' }))
    expect(badEdit.statusCode).toBe(400)
    expect(Object.keys(badEdit.json().fields)).toContain('title')
    const badToggle = await send('PATCH', `${adminPath}/${nursery.id}`, { active: 'no' })
    expect(badToggle.statusCode).toBe(400)
    expect(Object.keys(badToggle.json().fields)).toContain('active')
    expect(await storedAlerts()).toEqual(before)

    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const missing = await send(method, `${adminPath}/999999`, { active: false })
      expect(missing.statusCode, method).toBe(404)
    }
  })

  it('never shows an inactive, future or expired alert; the switch shows and hides one', async () => {
    const hidden = await createAlert({ active: false, title: 'Hidden one' })
    const future = await createAlert({ alertDate: fromNow(hour), title: 'Tomorrow-ish' })
    const expired = await createAlert({
      alertDate: fromNow(-48 * hour),
      expiryDate: fromNow(-hour),
      title: 'Gone already',
    })
    const ids = await publicIds()
    for (const alert of [hidden, future, expired]) expect(ids).not.toContain(alert.id)

    const shown = await send('PATCH', `${adminPath}/${hidden.id}`, { active: true })
    expect(shown.statusCode, shown.body).toBe(200)
    expect(shown.json()).toMatchObject({ active: true, title: 'Hidden one' })
    expect(await lastAudit()).toMatchObject({ action: 'harvest_alert.toggle' })
    expect(await publicIds()).toContain(hidden.id)

    // Spec 3 §7: PUT with only `active` works too.
    const off = await send('PUT', `${adminPath}/${hidden.id}`, { active: false })
    expect(off.statusCode, off.body).toBe(200)
    expect(await publicIds()).not.toContain(hidden.id)
    // Switching an expired one on does not bring it back.
    await send('PATCH', `${adminPath}/${expired.id}`, { active: true })
    expect(await publicIds()).not.toContain(expired.id)
  })

  it('drops an alert from the public list the moment its expiry date passes, with no job', async () => {
    const brief = await createAlert({ expiryDate: fromNow(1500), title: 'Flash sale' })
    expect(await publicIds()).toContain(brief.id)
    await new Promise((resolve) => setTimeout(resolve, 1700))
    expect(await publicIds()).not.toContain(brief.id)
    expect((await staffList()).map((alert) => alert.id)).toContain(brief.id)
  })

  it('edits an alert with the full body and deletes it, audited with the state before', async () => {
    const alert = await createAlert()
    const honey = await productId('Wildflower Honey')
    const edited = await send(
      'PUT',
      `${adminPath}/${alert.id}`,
      await newAlert({
        productId: honey,
        alertType: 'new_variety',
        title: 'Spring honey is jarred',
        expiryDate: null,
      }),
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({
      productId: honey,
      productName: 'Wildflower Honey',
      alertType: 'new_variety',
      title: 'Spring honey is jarred',
      expiryDate: null,
    })
    expect(await lastAudit()).toMatchObject({
      action: 'harvest_alert.update',
      before: expect.objectContaining({ title: 'Last Kent mangos of the year' }),
    })
    expect((await publicList()).find((each) => each.id === alert.id)?.title).toBe(
      'Spring honey is jarred',
    )

    expect((await send('DELETE', `${adminPath}/${alert.id}`)).statusCode).toBe(204)
    expect(await lastAudit()).toMatchObject({ action: 'harvest_alert.delete' })
    expect(await publicIds()).not.toContain(alert.id)
    expect((await send('DELETE', `${adminPath}/${alert.id}`)).statusCode).toBe(404)
  })
})

describe('harvest alert sign-up', () => {
  const subscriptionOf = async (email: string) =>
    (
      await app()
        .db.select()
        .from(harvestAlertSubscriptions)
        .where(eq(harvestAlertSubscriptions.email, email))
    )[0]
  const mailsTo = async (address: string) => {
    await app().jobs.runDueJobs()
    return app()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address))
      .orderBy(desc(emailOutbox.id))
  }
  const confirmTokenIn = (text: string) => {
    const match = /\/harvest-alerts\/confirm\?token=([\w%-]+)/.exec(text)
    if (!match) throw new Error(`no confirmation link in:\n${text}`)
    return decodeURIComponent(match[1]!)
  }
  const unsubscribeTokenIn = (text: string) => {
    const match = /\/harvest-alerts\/unsubscribe\?token=([\w%-]+)/.exec(text)
    if (!match) throw new Error(`no unsubscribe link in:\n${text}`)
    return decodeURIComponent(match[1]!)
  }

  it('answers every sign-up alike and stores it unconfirmed until the e-mailed link is followed', async () => {
    const haden = await productId('Haden Mangos')
    const honey = await productId('Wildflower Honey')
    const first = await post('/api/harvest-alerts/subscribe', {
      email: ' Rosa@Example.com ',
      productIds: [honey, haden, haden],
      alertTypes: ['last_call', 'harvest_ready'],
      active: true,
    })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ status: 'pending', message: harvestAlertSubscribeMessage })
    const stored = await subscriptionOf('rosa@example.com')
    expect(stored).toMatchObject({ active: false, confirmedAt: null })

    const [mail] = await mailsTo('rosa@example.com')
    expect(mail!.subject).toBe('Confirm your Harvest Alerts')
    expect(mail!.text).toContain('Haden Mangos and Wildflower Honey')
    expect(mail!.text).toContain('Harvest Ready and Last Call alerts')
    const token = confirmTokenIn(mail!.text)

    const confirmed = await post('/api/harvest-alerts/confirm', { token })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json().message).toContain('Haden Mangos and Wildflower Honey')
    expect(await subscriptionOf('rosa@example.com')).toMatchObject({
      active: true,
      productIds: [haden, honey].sort((a, b) => a - b),
      alertTypes: ['harvest_ready', 'last_call'],
      confirmedAt: expect.any(Date),
    })
    // A link works once.
    const again = await post('/api/harvest-alerts/confirm', { token })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ code: 'INVALID_LINK' })

    // Signing up again (already confirmed) answers the same, and changes nothing until confirmed.
    const repeat = await post('/api/harvest-alerts/subscribe', {
      email: 'rosa@example.com',
      productIds: [honey],
      alertTypes: ['new_variety'],
    })
    expect(repeat.json()).toEqual(first.json())
    expect(await subscriptionOf('rosa@example.com')).toMatchObject({
      productIds: [haden, honey].sort((a, b) => a - b),
      alertTypes: ['harvest_ready', 'last_call'],
    })
    const [newLink] = await mailsTo('rosa@example.com')
    await post('/api/harvest-alerts/confirm', { token: confirmTokenIn(newLink!.text) })
    expect(await subscriptionOf('rosa@example.com')).toMatchObject({
      active: true,
      productIds: [honey],
      alertTypes: ['new_variety'],
    })
  })

  it('stores nothing for a bot that fills the hidden field, and answers the same', async () => {
    const haden = await productId('Haden Mangos')
    const response = await post('/api/harvest-alerts/subscribe', {
      email: 'bot@example.com',
      productIds: [haden],
      alertTypes: ['harvest_ready'],
      website: 'https://spam.example',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'pending', message: harvestAlertSubscribeMessage })
    expect(await subscriptionOf('bot@example.com')).toBeUndefined()
    expect(await mailsTo('bot@example.com')).toHaveLength(0)
  })

  it('refuses a sign-up without products, with other products or without alert types, naming the field', async () => {
    const haden = await productId('Haden Mangos')
    const tree = await productId('Grafted Mango Tree – Glenn')
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ productIds: [] }, 'productIds', 'Please select at least one product'],
      [{ productIds: undefined }, 'productIds', 'Please select at least one product'],
      [{ productIds: [tree] }, 'productIds', 'Please choose from the fresh and honey products'],
      [{ productIds: [haden, 999999] }, 'productIds'],
      [{ productIds: ['x'] }, 'productIds.0'],
      [{ alertTypes: [] }, 'alertTypes', 'Please select at least one alert type'],
      [{ alertTypes: ['sale'] }, 'alertTypes.0'],
      [{ email: 'not-an-address' }, 'email'],
    ]
    for (const [overrides, field, message] of cases) {
      const response = await post('/api/harvest-alerts/subscribe', {
        email: 'picky@example.com',
        productIds: [haden],
        alertTypes: ['harvest_ready'],
        ...overrides,
      })
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400)
      const body = response.json() as { fields?: Record<string, string> }
      expect(Object.keys(body.fields ?? {}), JSON.stringify(overrides)).toContain(field)
      if (message) expect(body.fields?.[field]).toBe(message)
    }
    expect(await subscriptionOf('picky@example.com')).toBeUndefined()
    expect(await mailsTo('picky@example.com')).toHaveLength(0)
  })

  it('unsubscribes through the page button and through a mail program’s one-click POST', async () => {
    const haden = await productId('Haden Mangos')
    for (const email of ['button@example.com', 'oneclick@example.com']) {
      await post('/api/harvest-alerts/subscribe', {
        email,
        productIds: [haden],
        alertTypes: ['harvest_ready'],
      })
      const [mail] = await mailsTo(email)
      await post('/api/harvest-alerts/confirm', { token: confirmTokenIn(mail!.text) })
      expect((await subscriptionOf(email))?.active).toBe(true)
    }

    const buttonToken = unsubscribeTokenIn((await mailsTo('button@example.com'))[0]!.text)
    const viaButton = await post('/api/harvest-alerts/unsubscribe', { token: buttonToken })
    expect(viaButton.statusCode, viaButton.body).toBe(200)
    expect((await subscriptionOf('button@example.com'))?.active).toBe(false)
    expect((await subscriptionOf('oneclick@example.com'))?.active).toBe(true)
    // The link works again and again.
    expect((await post('/api/harvest-alerts/unsubscribe', { token: buttonToken })).statusCode).toBe(
      200,
    )

    // Opening the link (a GET, as a mail scanner does) shows the page and unsubscribes nobody.
    const oneClickToken = unsubscribeTokenIn((await mailsTo('oneclick@example.com'))[0]!.text)
    const opened = await app().inject({
      method: 'GET',
      url: `/harvest-alerts/unsubscribe?token=${encodeURIComponent(oneClickToken)}`,
    })
    expect(opened.statusCode).toBe(200)
    expect(opened.headers['content-type']).toContain('text/html')
    expect((await subscriptionOf('oneclick@example.com'))?.active).toBe(true)

    // RFC 8058: a form POST from the mail provider (another origin) to the link itself.
    const oneClick = await app().inject({
      method: 'POST',
      url: `/harvest-alerts/unsubscribe?token=${encodeURIComponent(oneClickToken)}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: nextTestAddress(),
    })
    expect(oneClick.statusCode, oneClick.body).toBe(200)
    expect((await subscriptionOf('oneclick@example.com'))?.active).toBe(false)

    const unknown = await post('/api/harvest-alerts/unsubscribe', { token: 'x'.repeat(43) })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({
      code: 'INVALID_LINK',
      fields: { token: 'Unknown link' },
    })
    const unknownOneClick = await app().inject({
      method: 'POST',
      url: `/harvest-alerts/unsubscribe?token=${'y'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: nextTestAddress(),
    })
    expect(unknownOneClick.statusCode).toBe(400)
    const noToken = await app().inject({
      method: 'POST',
      url: '/harvest-alerts/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: nextTestAddress(),
    })
    expect(noToken.statusCode).toBe(400)
    const hostileToken = await app().inject({
      method: 'POST',
      url: `/harvest-alerts/unsubscribe?token=%00${'z'.repeat(40)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: nextTestAddress(),
    })
    expect(hostileToken.statusCode).toBe(400)

    // Unsubscribing also spends the address's open confirmation links.
    await post('/api/harvest-alerts/subscribe', {
      email: 'button@example.com',
      productIds: [haden],
      alertTypes: ['harvest_ready'],
    })
    const [pending] = await mailsTo('button@example.com')
    await post('/api/harvest-alerts/unsubscribe', { token: buttonToken })
    const stale = await post('/api/harvest-alerts/confirm', {
      token: confirmTokenIn(pending!.text),
    })
    expect(stale.statusCode).toBe(400)
    expect((await subscriptionOf('button@example.com'))?.active).toBe(false)
  })

  it('refuses an expired confirmation link', async () => {
    const haden = await productId('Haden Mangos')
    await post('/api/harvest-alerts/subscribe', {
      email: 'late@example.com',
      productIds: [haden],
      alertTypes: ['harvest_ready'],
    })
    const [mail] = await mailsTo('late@example.com')
    await app()
      .db.update(harvestAlertConfirmationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        eq(
          harvestAlertConfirmationTokens.subscriptionId,
          (await subscriptionOf('late@example.com'))!.id,
        ),
      )
    const late = await post('/api/harvest-alerts/confirm', { token: confirmTokenIn(mail!.text) })
    expect(late.statusCode).toBe(400)
    expect((await subscriptionOf('late@example.com'))?.active).toBe(false)
  })
})
