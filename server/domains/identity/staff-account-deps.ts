import type { FastifyInstance } from 'fastify'
import type { Db } from '#server/db/client'
import type { Mail } from '#server/domains/notifications/public'

/**
 * What the owner's staff account actions work with: the database, the mail queue (invites and
 * reset links go out in the change's transaction), the shop's address for the links, and the
 * clock (a test moves it to see a link expire).
 */
export interface StaffAccountDeps {
  db: Db
  mail: Pick<Mail, 'queue'>
  publicUrl: string
  now: () => Date
  /** In development only: where e-mailed links are also logged, for a shop without mail. */
  devLinkLog: { info: (details: { email: string; link: string }, message: string) => void } | null
}

export const staffAccountDepsOf = (app: FastifyInstance): StaffAccountDeps => ({
  db: app.db,
  mail: app.mail,
  publicUrl: app.config.publicUrl,
  now: () => new Date(),
  devLinkLog: app.config.env === 'development' ? app.log : null,
})
