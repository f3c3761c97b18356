import type { Db } from '#server/db/client'
import { signedIdLinks } from '#server/lib/signed-id-links'

const links = signedIdLinks({
  secretKey: 'waitlist_link_secret',
  purpose: 'waitlist-entry',
  prefix: 'w',
})

/** The token of a waitlist entry's e-mailed link. */
export const waitlistToken = async (db: Db, entryId: number) => (await links.maker(db))(entryId)

/** The entry a token names, or null when the farm did not sign it. */
export const readWaitlistToken = links.read
