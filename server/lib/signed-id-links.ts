import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/client'
import { settingSecret } from './setting-secret'

/**
 * Tokens of e-mailed links that name one row: `<prefix><id>.<HMAC of purpose and id>`, signed with
 * a secret of the settings table (`secretKey`), so every e-mail about the row can carry the same
 * link and nobody can make one for another row.
 */
export function signedIdLinks({
  secretKey,
  purpose,
  prefix = '',
}: {
  secretKey: string
  purpose: string
  prefix?: string
}) {
  const signature = (secret: string, id: number) =>
    createHmac('sha256', secret).update(`${purpose}\n${id}`).digest('base64url')
  const pattern = new RegExp(`^${prefix}(\\d{1,10})\\.([\\w-]{43})$`)
  return {
    /** Makes tokens with the secret read once (a job signing many links). */
    async maker(db: Db) {
      const secret = await settingSecret(db, secretKey)
      return (id: number) => `${prefix}${id}.${signature(secret, id)}`
    },
    /** The id a token names, or null when the farm did not sign it. */
    async read(db: Db, token: string): Promise<number | null> {
      const match = pattern.exec(token)
      if (!match) return null
      const id = Number(match[1])
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
      const expected = Buffer.from(signature(await settingSecret(db, secretKey), id))
      const given = Buffer.from(match[2]!)
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
    },
  }
}
