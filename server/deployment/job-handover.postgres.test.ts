import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { connectDatabase, type DatabaseConnection } from '../db/client'
import { jobSchema } from '../jobs/job-engine'
import { sendEmailJob } from '../domains/notifications/notifications-plugin'
import { storedJobs } from '../test/queued-jobs'
import {
  createPostgresDatabase,
  freePort,
  startServerProcess,
  stopAllProcesses,
  type ServerProcess,
} from '../test/server-process'

/**
 * Three real app processes on one PostgreSQL database (decision 0050). Each sends e-mail through
 * its own SMTP server in this test, so the test knows which instance holds the e-mail job: that
 * server keeps the first delivery waiting, and the instance is killed with SIGKILL mid-send.
 * When the job's time is up (5 minutes, moved here) another instance sends it, once.
 */
const serverUrl = process.env.TEST_DATABASE_URL!
const reader = 'handover@instances.test'

interface Mailbox {
  server: SMTPServer
  port: number
  /** Deliveries of the watched e-mail that this server accepted. */
  delivered: number
  /** The watched e-mail arrived here and is being held. */
  held: boolean
}

let holdNext = true

async function openMailbox(): Promise<Mailbox> {
  const mailbox = { delivered: 0, held: false } as Mailbox
  mailbox.server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume()
      stream.on('end', () => {
        const watched = session.envelope.rcptTo.some(({ address }) => address === reader)
        if (watched && holdNext) {
          // Never answered: the sending process dies with this delivery open.
          holdNext = false
          mailbox.held = true
          return
        }
        if (watched) mailbox.delivered += 1
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => mailbox.server.listen(0, '127.0.0.1', resolve))
  mailbox.port = (mailbox.server.server.address() as AddressInfo).port
  return mailbox
}

describe('a job held by an instance that dies', () => {
  let target: Awaited<ReturnType<typeof createPostgresDatabase>>
  let database: DatabaseConnection
  let mailboxes: Mailbox[] = []
  let instances: ServerProcess[] = []

  beforeAll(async () => {
    target = await createPostgresDatabase(serverUrl)
    database = await connectDatabase({ kind: 'postgres', url: target.url, poolSize: 2 })
    mailboxes = await Promise.all([openMailbox(), openMailbox(), openMailbox()])
    const ports = [await freePort(), await freePort(), await freePort()]
    instances = await Promise.all(
      ports.map((port, index) =>
        startServerProcess({
          port,
          env: {
            DATABASE_URL: target.url,
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            SMTP_URL: `smtp://127.0.0.1:${mailboxes[index]!.port}`,
            OWNER_EMAIL: 'owner@instances.test',
            OWNER_PASSWORD: 'three instances, one shop',
          },
        }),
      ),
    )
  }, 120_000)
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')))
    await stopAllProcesses()
    for (const mailbox of mailboxes) mailbox.server.close()
    await database?.close()
    await target?.drop()
  }, 30_000)

  it('completes on another instance, exactly once', async () => {
    const signup = await fetch(`${instances[0]!.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: instances[0]!.url },
      body: JSON.stringify({ email: reader }),
    })
    expect(signup.status, await signup.text()).toBe(200)

    const holder = async () => {
      for (let waited = 0; waited < 30_000; waited += 100) {
        const index = mailboxes.findIndex((mailbox) => mailbox.held)
        if (index >= 0) return index
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error('no instance took the e-mail job')
    }
    const dying = await holder()
    const [job] = (await storedJobs(database.db, sendEmailJob)).filter(
      (each) => each.payload.to === reader,
    )
    expect(job).toMatchObject({ state: 'active', attempts: 1 })
    await instances[dying]!.stop('SIGKILL')

    // The dead process's claim runs out (5 minutes, moved here); a living instance takes it.
    await database.db.execute(
      sql`update ${sql.identifier(jobSchema)}.job set started_on = now() - interval '6 minutes'
          where id = ${job!.id}::uuid and state = 'active'`,
    )
    const settled = async () =>
      (await storedJobs(database.db, sendEmailJob)).find((each) => each.id === job!.id)!
    for (let waited = 0; (await settled()).state !== 'completed' && waited < 60_000; waited += 250)
      await new Promise((resolve) => setTimeout(resolve, 250))
    expect(await settled(), instances.map((each) => each.output()).join('\n')).toMatchObject({
      state: 'completed',
      attempts: 2,
    })
    // Sent once, by a living instance; the held delivery was never accepted.
    expect(mailboxes.map((mailbox) => mailbox.delivered).reduce((a, b) => a + b)).toBe(1)
    expect(mailboxes[dying]!.delivered).toBe(0)
    const mailJobs = await storedJobs(database.db, sendEmailJob)
    expect(mailJobs.filter((each) => each.state !== 'completed')).toEqual([])
  }, 150_000)
})
