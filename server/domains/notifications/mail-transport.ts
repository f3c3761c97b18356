import nodemailer from 'nodemailer'
import type { Db } from '../../db/client'
import { emailOutbox, type MailAttachment } from '../../db/schema/platform'

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

  const smtp = nodemailer.createTransport(options.smtpUrl)
  return {
    kind: 'smtp',
    async send(message) {
      await smtp.sendMail({ from: options.from, ...message })
      await recordInOutbox(message)
    },
  }
}
