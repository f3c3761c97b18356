import type { FastifyInstance } from 'fastify'
import type { Db } from '#server/db/client'
import type { Mail } from '#server/domains/notifications/public'

/**
 * What the visits domain's use cases work with: the database, the mail queue (visit e-mails go
 * out in the booking's transaction) and the shop's address for the links in them.
 */
export interface VisitDeps {
  db: Db
  mail: Pick<Mail, 'queue'>
  publicUrl: string
}

export const visitDepsOf = (app: FastifyInstance): VisitDeps => ({
  db: app.db,
  mail: app.mail,
  publicUrl: app.config.publicUrl,
})
