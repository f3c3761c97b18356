import type { Db } from '#server/db/client'
import { emailOutbox, type MailAttachment } from '#server/db/schema/notifications'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers for SMTP (e.g. `List-Unsubscribe`); the outbox keeps only the text. */
  headers?: Record<string, string>
  /** Text attachments, e.g. a booking's `.ics` calendar file; the outbox keeps them too. */
  attachments?: MailAttachment[]
}

export interface MailTransport {
  readonly kind: 'outbox' | 'smtp'
  send(message: MailMessage): Promise<void>
}

/** Every message is kept in the outbox table, which staff can read; with SMTP_URL it is also sent. */
export function createMailTransport(
  db: Db,
  options: { smtpUrl?: string; from: string },
): MailTransport {
  const recordInOutbox = async (message: MailMessage) => {
    await db.insert(emailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments?.length ? message.attachments : null,
    })
  }
  if (!options.smtpUrl) return { kind: 'outbox', send: recordInOutbox }

  const smtpUrl = options.smtpUrl
  // nodemailer loads with the first e-mail sent, not at every start (decision 0047).
  let smtp: Promise<import('nodemailer').Transporter> | null = null
  return {
    kind: 'smtp',
    async send(message) {
      smtp ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      )
      await (await smtp).sendMail({ from: options.from, ...message })
      await recordInOutbox(message)
    },
  }
}
