import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as staffAccountsApi from '#contracts/staff-accounts-api'
import { recordAudit } from '#server/domains/audit/public'
import { route } from '#server/http/endpoint-route'
import { every } from '#server/jobs/job-engine'
import { staffSessionLifetimeMs } from './session-plugin'
import { staffAccountDepsOf } from './staff-account-deps'
import {
  changeStaffRole,
  sendStaffPasswordReset,
  setStaffAccountActive,
} from './staff-account-admin'
import { listStaffAccounts } from './staff-account-queries'
import { toStaffMember } from './staff-accounts'
import { inviteStaff, resendStaffInvite, revokeStaffInvite } from './staff-invites'
import {
  describeStaffPasswordLink,
  purgeOldStaffPasswordLinks,
  setStaffPasswordWithLink,
} from './staff-password-links'

/** The page an e-mailed link opens may be tried a few times, not guessed at. */
const linkRateLimit = { max: 20, timeWindow: '15 minutes' }

const actorOf = (request: FastifyRequest) => {
  const staff = request.currentStaff!
  return { id: staff.id, name: staff.name }
}

/**
 * Staff accounts in the back office (issue 25): the owner's list, invites, roles, disabling and
 * password reset links (owner only, every change audited), and the public page's two calls that
 * read and use an e-mailed link (token-checked, rate-limited).
 */
export default async function staffAccountRoutes(app: FastifyInstance) {
  const deps = staffAccountDepsOf(app)

  app.jobs.schedule(
    { type: 'staff-password-links.purge', label: 'Staff invite links clean-up', cron: every.day },
    () => purgeOldStaffPasswordLinks(app.db),
  )

  route(app, staffAccountsApi.listStaffAccounts, {
    config: { access: 'owner' },
    handler: async () => listStaffAccounts(app.db),
  })

  route(app, staffAccountsApi.inviteStaff, {
    config: { access: 'owner', auditAction: 'staff.invite' },
    handler: async (request, reply) => {
      const invite = await inviteStaff(deps, actorOf(request), request.body)
      request.audit.targetType = 'staff_invite'
      request.audit.targetId = String(invite.id)
      return reply.status(201).send(invite)
    },
  })

  route(app, staffAccountsApi.resendStaffInvite, {
    config: { access: 'owner', auditAction: 'staff.invite.resend' },
    handler: async (request) => {
      request.audit.targetType = 'staff_invite'
      return resendStaffInvite(deps, actorOf(request), request.params.id)
    },
  })

  route(app, staffAccountsApi.revokeStaffInvite, {
    config: { access: 'owner', auditAction: 'staff.invite.revoke' },
    handler: async (request, reply) => {
      request.audit.targetType = 'staff_invite'
      request.audit.before = await revokeStaffInvite(deps, request.params.id)
      return reply.status(204).send()
    },
  })

  route(app, staffAccountsApi.changeStaffRole, {
    config: { access: 'owner', auditAction: 'staff.role' },
    handler: async (request) => {
      request.audit.targetType = 'staff'
      const { before, after } = await changeStaffRole(
        deps,
        actorOf(request),
        request.params.id,
        request.body.role,
      )
      request.audit.before = { role: before.role }
      return after
    },
  })

  for (const [endpoint, active] of [
    [staffAccountsApi.disableStaffAccount, false],
    [staffAccountsApi.enableStaffAccount, true],
  ] as const) {
    route(app, endpoint, {
      config: { access: 'owner', auditAction: active ? 'staff.enable' : 'staff.disable' },
      handler: async (request) => {
        request.audit.targetType = 'staff'
        const { before, after } = await setStaffAccountActive(
          deps,
          actorOf(request),
          request.params.id,
          active,
        )
        request.audit.before = { active: before.active }
        return after
      },
    })
  }

  route(app, staffAccountsApi.sendStaffPasswordReset, {
    config: { access: 'owner', auditAction: 'staff.password-reset' },
    handler: async (request, reply) => {
      const account = await sendStaffPasswordReset(deps, request.params.id)
      request.audit.targetType = 'staff'
      request.audit.after = { email: account.email, name: account.name }
      return reply
        .status(202)
        .send({ message: `A password reset link is on its way to ${account.email}.` })
    },
  })

  // ---- the page the e-mailed link opens ------------------------------------------------

  route(app, staffAccountsApi.describeStaffPasswordLink, {
    config: { access: 'public', rateLimit: linkRateLimit },
    handler: async (request) => describeStaffPasswordLink(deps, request.body.token),
  })

  route(app, staffAccountsApi.setStaffPasswordWithLink, {
    config: { access: 'public', rateLimit: linkRateLimit },
    handler: async (request) => {
      const { account, purpose } = await setStaffPasswordWithLink(deps, request.body)
      await request.session.rotate({
        staffId: account.id,
        staffUntil: new Date(Date.now() + staffSessionLifetimeMs).toISOString(),
      })
      await recordAudit(app.db, {
        actorStaffId: account.id,
        actorEmail: account.email,
        action: purpose === 'invite' ? 'staff.invite.accept' : 'staff.password.set',
        targetType: 'staff',
        targetId: String(account.id),
        after: { email: account.email, name: account.name, role: account.role },
      })
      return toStaffMember(account)
    },
  })
}
