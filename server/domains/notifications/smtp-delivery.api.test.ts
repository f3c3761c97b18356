import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer, type SMTPServerSession } from 'smtp-server'
import { orders } from '#server/db/schema/orders'
import { makeJobDue, storedJobs } from '#server/test/queued-jobs'
import { centsToDecimal } from '#server/lib/money'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { productNamed, validOrder, visitorWithCart } from '#server/test/checkout-helpers'
import { nextTestAddress } from '#server/test/sign-in'
import { sendEmailJob } from './notifications-plugin'

// A real SMTP server on a loopback port: the app's nodemailer transport talks SMTP to it.
interface Received {
  envelope: { from: string; to: string[] }
  mail: ParsedMail
}
const received: Received[] = []
let refuseWith: number | null = null
let smtp: SMTPServer
let testApp: TestApp

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseWith === null) return callback()
      const refusal = new Error('Mailbox busy, try again later') as Error & {
        responseCode: number
      }
      refusal.responseCode = refuseWith
      callback(refusal)
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            received.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              mail,
            })
            callback()
          })
          .catch(callback)
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  testApp = await buildTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } })
})
afterAll(async () => {
  await testApp?.close()
  await new Promise<void>((resolve) => smtp.close(resolve))
})

const mailTo = (address: string) =>
  received.filter((entry) => entry.envelope.to.includes(address)).map((entry) => entry.mail)

describe('e-mail through a real SMTP server', () => {
  it('delivers the receipt of a paid order with the right headers', async () => {
    const { app } = testApp
    expect(app.mail.transport.kind).toBe('smtp')
    const honey = await productNamed(app, 'Wildflower Honey')
    const { cookie } = await visitorWithCart(app, [{ productId: honey.id, quantity: 2 }])
    const customerEmail = 'smtp-receipt@example.com'
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: validOrder({ customerEmail }),
      remoteAddress: nextTestAddress(),
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const orderId = placed.json().id as number
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/test-mode/confirm',
      headers: { cookie },
      payload: { orderId, cardNumber: '4242424242424242' },
      remoteAddress: nextTestAddress(),
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(mailTo(customerEmail)).toHaveLength(0) // queued, not sent inside the request

    await app.jobs.runDueJobs()
    const [receipt] = mailTo(customerEmail)
    expect(receipt, 'the receipt reached the SMTP server').toBeDefined()
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId))

    expect(receipt!.from?.value).toEqual([
      { address: 'hello@groveside.farm', name: 'Groveside Farm' },
    ])
    expect(receipt!.to).toMatchObject({ value: [{ address: customerEmail }] })
    expect(receipt!.subject).toBe(`Your Groveside order #${orderId}`)
    expect(receipt!.messageId).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/)
    expect(Math.abs(receipt!.date!.getTime() - Date.now())).toBeLessThan(60_000)
    expect(receipt!.headers.get('mime-version')).toBe('1.0')
    expect(receipt!.headers.get('content-type')).toMatchObject({
      value: 'text/plain',
      params: { charset: 'utf-8' },
    })
    expect(receipt!.text).toContain(`Order #${orderId}`)
    expect(receipt!.text).toContain('2 × Wildflower Honey')
    expect(receipt!.text).toContain(`Total paid: $${centsToDecimal(order!.totalAmountCents)}`)
    const envelope = received.find((entry) => entry.mail === receipt)!.envelope
    expect(envelope).toEqual({ from: 'hello@groveside.farm', to: [customerEmail] })
  })

  it('carries a marketing e-mail’s List-Unsubscribe headers', async () => {
    const { app } = testApp
    const link = 'http://localhost:5000/api/harvest-alerts/unsubscribe?token=abc'
    await app.mail.queue({
      to: 'smtp-list@example.com',
      subject: 'Mangos are ripe',
      text: 'Come and pick them.',
      headers: {
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
    await app.jobs.runDueJobs()
    const [mail] = mailTo('smtp-list@example.com')
    // As sent, unfolded (long header lines are folded over several lines).
    const headerLine = (key: string) =>
      mail?.headerLines.find((header) => header.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ')
    expect(headerLine('list-unsubscribe')).toBe(`List-Unsubscribe: <${link}>`)
    expect(headerLine('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    )
  })

  it('keeps the e-mail queued for a retry when the SMTP server answers 451', async () => {
    const { app } = testApp
    refuseWith = 451
    try {
      await app.mail.queue({ to: 'smtp-later@example.com', subject: 'Later', text: 'Retry me.' })
      await app.jobs.runDueJobs()
    } finally {
      refuseWith = null
    }
    expect(mailTo('smtp-later@example.com')).toHaveLength(0)
    const queued = await storedJobs(app.db, sendEmailJob)
    const job = queued.find((row) => row.payload.to === 'smtp-later@example.com')
    expect(job).toMatchObject({ state: 'retry', attempts: 1 })
    expect(job!.output?.message).toContain('451')
    expect(job!.startAfter.getTime()).toBeGreaterThan(Date.now())

    await makeJobDue(app.db, job!.id)
    await app.jobs.runDueJobs()
    expect(mailTo('smtp-later@example.com')).toHaveLength(1)
  })
})
