import type { AppConfig } from '#server/config'
import type { Db } from '#server/db/client'
import { emailOutbox } from '#server/db/schema/notifications'

export interface SmsMessage {
  /** The recipient's number as staff typed it; providers get it in E.164 form. */
  to: string
  body: string
}

/** A sending that did not work; `retry` says whether trying again later may help. */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message)
    this.name = 'SmsError'
  }
}

/**
 * Where text messages go (decision 0032): Twilio's REST API when TWILIO_* are set, else the
 * outbox table, marked as SMS, which staff read at /api/admin/outbox.
 */
export interface SmsProvider {
  readonly kind: 'twilio' | 'outbox'
  send(message: SmsMessage): Promise<void>
}

/** A US number typed as "(555) 274-6264" becomes "+15552746264"; "+44 20 ..." keeps its country. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (phone.trim().startsWith('+')) return `+${digits}`
  if (digits.length === 10) return `+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`
  return `+${digits}`
}

/** The longest text a reminder SMS carries (Twilio splits anything above 160 into segments). */
export const smsMaxLength = 320

type TwilioSettings = NonNullable<AppConfig['twilio']>

/**
 * Twilio's Messages resource: `POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded,
 * with the account's SID and auth token as basic auth. `apiBase` points tests at a stand-in.
 */
export function createTwilioProvider(settings: TwilioSettings): SmsProvider {
  const base = (settings.apiBase ?? 'https://api.twilio.com').replace(/\/+$/, '')
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`
  return {
    kind: 'twilio',
    async send({ to, body }) {
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: toE164(to), From: settings.fromNumber, Body: body }),
          signal: AbortSignal.timeout(15_000),
        })
      } catch (error) {
        throw new SmsError(
          `Could not reach Twilio: ${error instanceof Error ? error.message : String(error)}`,
          true,
        )
      }
      if (response.ok) return
      // Twilio answers errors as JSON: { code, message, more_info, status }.
      const text = await response.text().catch(() => '')
      let detail = text.slice(0, 300)
      try {
        const parsed = JSON.parse(text) as { message?: unknown; code?: unknown }
        if (typeof parsed.message === 'string') {
          detail = parsed.code ? `${parsed.message} (code ${String(parsed.code)})` : parsed.message
        }
      } catch {
        // Not JSON: the text itself (a proxy's error page) says what happened.
      }
      // A refused request (bad number, unverified sender) fails the same way next time.
      const retry = response.status >= 500 || response.status === 429
      throw new SmsError(
        `Twilio answered ${response.status}${detail ? `: ${detail}` : ''}`.trim(),
        retry,
      )
    },
  }
}

/** No SMS provider configured: the message is kept in the outbox, marked as SMS. */
export function createOutboxSmsProvider(db: Db): SmsProvider {
  return {
    kind: 'outbox',
    async send({ to, body }) {
      await db.insert(emailOutbox).values({
        toAddress: toE164(to),
        subject: `SMS: ${body.slice(0, 60)}`,
        text: body,
        channel: 'sms',
      })
    },
  }
}

export function createSmsProvider(config: Pick<AppConfig, 'twilio'>, db: Db): SmsProvider {
  return config.twilio ? createTwilioProvider(config.twilio) : createOutboxSmsProvider(db)
}
