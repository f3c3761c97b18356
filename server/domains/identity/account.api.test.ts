import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { products } from '#server/db/schema/catalog'
import { users } from '#server/db/schema/identity'
import { newsletterSubscriptions } from '#server/db/schema/engagement'
import { emailOutbox } from '#server/db/schema/notifications'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { nextTestAddress, signInAsCustomer } from '#server/test/sign-in'
import { upsertOidcUser } from './customer-sign-in'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp({ seed: true })
})
afterAll(async () => {
  await testApp.close()
})

const call = (
  method: 'GET' | 'PATCH' | 'PUT' | 'POST',
  url: string,
  cookie?: string,
  payload?: object,
) =>
  testApp.app.inject({
    method,
    url,
    remoteAddress: nextTestAddress(),
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  })

const mailsTo = async (address: string) => {
  await testApp.app.jobs.runDueJobs()
  return testApp.app.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id))
}
const linkToken = (text: string, path: string) =>
  decodeURIComponent(new RegExp(`${path}\\?token=([^\\s]+)`).exec(text)![1]!)

describe('PATCH /api/account/profile', () => {
  it('changes the name the shop greets the customer by, checked on the server', async () => {
    const cookie = await signInAsCustomer(testApp.app, 'name.changer@example.com')
    const changed = await call('PATCH', '/api/account/profile', cookie, {
      firstName: '  Ana ',
      lastName: '',
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ firstName: 'Ana', lastName: null })
    expect((await call('GET', '/api/session', cookie)).json().customer).toMatchObject({
      firstName: 'Ana',
      email: 'name.changer@example.com',
    })

    const refused: Array<[object, string, RegExp]> = [
      [{ firstName: ' ', lastName: 'Fields' }, 'firstName', /First name is required/],
      [{ firstName: 'A'.repeat(101) }, 'firstName', /at most 100 characters/],
      [{ firstName: 'Ana', lastName: 'B'.repeat(101) }, 'lastName', /at most 100 characters/],
    ]
    for (const [payload, field, message] of refused) {
      const response = await call('PATCH', '/api/account/profile', cookie, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().fields[field]).toMatch(message)
    }
    const extra = await call('PATCH', '/api/account/profile', cookie, {
      firstName: 'Ana',
      email: 'someone@else.example',
    })
    expect(extra.statusCode).toBe(400)
    const [row] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'name.changer@example.com'))
    expect(row).toMatchObject({ firstName: 'Ana', lastName: null })

    expect(
      (await call('PATCH', '/api/account/profile', undefined, { firstName: 'X' })).statusCode,
    ).toBe(401)
  })

  it('keeps a name the customer chose when the OpenID provider signs them in again', async () => {
    const claims = { sub: 'oidc-keeps-name', email: 'keeps@example.com', email_verified: true }
    expect(await upsertOidcUser(testApp.app.db, { ...claims, given_name: 'Mara' })).toMatchObject({
      firstName: 'Mara',
    })
    await testApp.app.db.update(users).set({ firstName: 'Maria' }).where(eq(users.id, claims.sub))
    expect(await upsertOidcUser(testApp.app.db, { ...claims, given_name: 'Mara' })).toMatchObject({
      firstName: 'Maria',
    })
  })
})

describe('/api/account/email-preferences', () => {
  it('switches the newsletter on by its confirmation e-mail, and off at once', async () => {
    const email = 'letters@example.com'
    const cookie = await signInAsCustomer(testApp.app, email)
    const preferences = async () =>
      (await call('GET', '/api/account/email-preferences', cookie)).json()
    expect(await preferences()).toEqual({
      email,
      newsletter: 'off',
      harvestAlerts: 'off',
      harvestAlertProducts: [],
    })

    const on = await call('PUT', '/api/account/email-preferences', cookie, {
      newsletter: true,
      harvestAlerts: false,
    })
    expect(on.statusCode).toBe(200)
    expect(on.json()).toMatchObject({ newsletter: 'pending' })
    // Asking again while the link is open sends nothing more.
    await call('PUT', '/api/account/email-preferences', cookie, {
      newsletter: true,
      harvestAlerts: false,
    })
    const confirmations = (await mailsTo(email)).filter((mail) =>
      mail.subject.startsWith('Confirm your Groveside newsletter'),
    )
    expect(confirmations).toHaveLength(1)
    const confirmed = await call('POST', '/api/newsletter/confirm', undefined, {
      token: linkToken(confirmations[0]!.text, '/newsletter/confirm'),
    })
    expect(confirmed.statusCode).toBe(200)
    expect(await preferences()).toMatchObject({ newsletter: 'subscribed' })

    const off = await call('PUT', '/api/account/email-preferences', cookie, {
      newsletter: false,
      harvestAlerts: false,
    })
    expect(off.json()).toMatchObject({ newsletter: 'off' })
    const [row] = await testApp.app.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
    expect(row!.isActive).toBe(false)
  })

  it('shows the harvest alerts with their products, switches them off, and never on here', async () => {
    const email = 'alerts.reader@example.com'
    const cookie = await signInAsCustomer(testApp.app, email)
    const refused = await call('PUT', '/api/account/email-preferences', cookie, {
      newsletter: false,
      harvestAlerts: true,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().fields.harvestAlerts).toMatch(/Harvest Alerts page/)

    const [honey] = await testApp.app.db
      .select()
      .from(products)
      .where(eq(products.name, 'Wildflower Honey'))
    await call('POST', '/api/harvest-alerts/subscribe', undefined, {
      email,
      productIds: [honey!.id],
      alertTypes: ['harvest_ready'],
    })
    const [mail] = await mailsTo(email)
    await call('POST', '/api/harvest-alerts/confirm', undefined, {
      token: linkToken(mail!.text, '/harvest-alerts/confirm'),
    })
    const shown = await call('GET', '/api/account/email-preferences', cookie)
    expect(shown.json()).toMatchObject({
      harvestAlerts: 'subscribed',
      harvestAlertProducts: ['Wildflower Honey'],
    })

    const off = await call('PUT', '/api/account/email-preferences', cookie, {
      newsletter: false,
      harvestAlerts: false,
    })
    expect(off.json()).toMatchObject({ harvestAlerts: 'off', harvestAlertProducts: [] })
  })

  it('is for signed-in customers, and names a bad field', async () => {
    expect((await call('GET', '/api/account/email-preferences')).statusCode).toBe(401)
    const cookie = await signInAsCustomer(testApp.app, 'bad.input@example.com')
    const bad = await call('PUT', '/api/account/email-preferences', cookie, {
      newsletter: 'yes',
      harvestAlerts: false,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields.newsletter).toBe('Newsletter must be on or off')
  })
})
