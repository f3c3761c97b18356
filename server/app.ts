import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { plainIssueMessage } from '#contracts/issue-messages'
import type { AppConfig } from './config'
import type { DatabaseConnection, Db } from './db/client'
import type { FileStorage } from './domains/media/storage'
import { requireAccessDeclarations } from './http/route-access'
import securityHeaders from './plugins/external/security-headers'
import compression from './plugins/external/compression'
import publicCache from './http/public-cache'
import { publicCacheServer } from './http/public-cache-server'
import { requestIdOf } from './http/request-id'
import { readableLogStream } from './http/log-format'
import errorHandler, { answerClientError, answerFrameworkError } from './plugins/app/error-handler'
import metrics from './plugins/app/metrics'
import nulCharacterGuard from './plugins/app/nul-character-guard'
import appShell, { type WebMode } from './app-shell/app-shell-plugin'
import healthRoutes from './domains/health/health-routes'
import productRoutes from './domains/catalog/product-routes'
import siteContentRoutes from './domains/content/site-content-routes'
import mediaRoutes from './domains/media/media-routes'
import uploadRoutes from './domains/media/upload-routes'
import notifications from './domains/notifications/notifications-plugin'
import outboxRoutes from './domains/notifications/outbox-routes'
import failedJobRoutes from './domains/notifications/failed-job-routes'
import sessions from './domains/identity/session-plugin'
import accessControl from './domains/identity/access-control-plugin'
import identityRoutes from './domains/identity/identity-routes'
import staffAccountRoutes from './domains/identity/staff-account-routes'
import accountRoutes from './domains/identity/account-routes'
import audit from './domains/audit/audit-plugin'
import auditRoutes from './domains/audit/audit-routes'
import commentAdminRoutes from './domains/content/comment-admin-routes'
import requestSecurity from './plugins/app/request-security'
import payments from './domains/payments/payments-plugin'
import paymentRoutes from './domains/payments/payment-routes'
import checkoutRoutes from './domains/checkout/checkout-routes'
import shippingOptionsRoutes from './domains/shipping/shipping-options-routes'
import shippingAdminRoutes from './domains/shipping/shipping-admin-routes'
import pickupRoutes from './domains/pickup/pickup-routes'
import pickupMoveRoutes from './domains/orders/pickup-move-routes'
import shippingLabelRoutes from './domains/shipping-labels/shipping-label-routes'
import orderAdminRoutes from './domains/orders/order-admin-routes'
import productAdminRoutes from './domains/catalog/product-admin-routes'
import backInStockRoutes from './domains/catalog/back-in-stock-routes'
import productWaitlistRoutes from './domains/catalog/product-waitlist-routes'
import farmStandRoutes from './domains/farm-stand/farm-stand-routes'
import rateLimits from './plugins/external/rate-limit'
import blogRoutes from './domains/blog/blog-routes'
import contactRoutes from './domains/engagement/contact-routes'
import newsletterRoutes from './domains/engagement/newsletter-routes'
import reviewRoutes from './domains/reviews/review-routes'
import reviewAdminRoutes from './domains/reviews/review-admin-routes'
import customerOrderRoutes from './domains/orders/customer-order-routes'
import initDataRoutes from './domains/analytics/init-data-routes'
import analyticsRoutes from './domains/analytics/analytics-routes'
import cartRoutes from './domains/cart/cart-routes'
import galleryRoutes from './domains/gallery/gallery-routes'
import seasonalRoutes from './domains/seasonal/seasonal-routes'
import subscriptionPlanRoutes from './domains/subscriptions/plan-routes'
import subscriptionRoutes from './domains/subscriptions/subscription-routes'
import subscriptionAdminRoutes from './domains/subscriptions/subscription-admin-routes'
import csaSeasonRoutes from './domains/subscriptions/csa-season-routes'
import plantRoutes from './domains/plants/plant-routes'
import recipeRoutes from './domains/recipes/recipe-routes'
import imageLibraryRoutes from './domains/media/image-library-routes'
import visitRoutes from './domains/visits/visit-routes'
import waitlistRoutes from './domains/visits/waitlist-routes'
import visitAdminRoutes from './domains/visits/visit-admin-routes'
import bookingsCalendarRoutes from './domains/visits/bookings-calendar-routes'
import harvestAlertRoutes from './domains/harvest-alerts/harvest-alert-routes'
import reminderRoutes from './domains/reminders/reminder-routes'
import socialMediaRoutes from './domains/social-media/social-media-routes'
import todayRoutes from './domains/today/today-routes'
import customerRoutes from './domains/customers/customer-routes'
import { clearSiteContentCache } from './domains/content/site-content-cache'
import { clearFarmSettingsCache } from './domains/settings/farm-settings-queries'
import farmSettingsRoutes from './domains/settings/farm-settings-routes'
import salesTaxRoutes from './domains/sales-tax/sales-tax-routes'
import invoiceRoutes from './domains/invoices/invoice-routes'
import exportRoutes from './domains/exports/export-routes'
import storeCreditRoutes from './domains/store-credit/store-credit-routes'
import giftCardRoutes from './domains/gift-cards/gift-card-routes'
import { nextHarvestAlertChange } from './domains/harvest-alerts/harvest-alert-visibility'
import { nextSlotListChange } from './domains/visits/slot-list-changes'
import { earlyTapsScriptHash } from './app-shell/early-taps'

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
    database: DatabaseConnection
    db: Db
    storage: FileStorage
  }
}

/** One access log line per request (request and answer) instead of two: half the logging cost. */
class OneLineRequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...entry, err: error }, 'request errored')
    else reply.log.info(entry, 'request completed')
  }
}

const requestTimeoutMs = 30_000

export interface AppDependencies {
  config: AppConfig
  database: DatabaseConnection
  storage: FileStorage
  /** How the browser app is served: the production build, Vite's dev server, or not at all (API tests). */
  web: WebMode
  /** Run the in-process job worker (off in API tests, which run jobs with app.jobs.runDueJobs()). */
  startJobWorker?: boolean
  logger?: boolean
  /** Readable log lines (a person at a terminal) instead of JSON lines. */
  readableLog?: boolean
  /**
   * Cache public reads and pages (default: on, except for tests on PostgreSQL, which write the
   * database directly and read back at once, before the change notification arrives).
   */
  publicCache?: boolean
}

/** Builds the whole HTTP app around an open database; the caller owns the process and the database. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps
  const cachedAnswers = publicCacheServer({ requestTimeoutMs })
  const readableLog = deps.readableLog ? await readableLogStream() : undefined
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
            ...(readableLog && { stream: readableLog }),
          },
    genReqId: requestIdOf,
    // Answers the public cache holds are sent before Fastify sees the request (decision 0036).
    serverFactory: cachedAnswers.serverFactory,
    requestIdHeader: false,
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true },
    // A body declared longer than it is would otherwise hold the connection open for good.
    requestTimeout: requestTimeoutMs,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  app.decorate('config', config)
  app.decorate('database', deps.database)
  app.decorate('db', deps.database.db)
  app.decorate('storage', deps.storage)

  // A check without a message of its own answers in plain words, never zod's default text.
  z.config({ customError: plainIssueMessage })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  requireAccessDeclarations(app)

  await app.register(errorHandler)
  await app.register(nulCharacterGuard)
  await app.register(securityHeaders, { inlineScriptHashes: [earlyTapsScriptHash] })
  // Early, so a cached answer skips the session, access and audit hooks.
  await app.register(metrics)
  await app.register(publicCache, {
    enabled: deps.publicCache ?? !(config.env === 'test' && deps.database.kind === 'postgres'),
    server: cachedAnswers,
    clockDependentAnswers: {
      '/api/harvest-alerts': nextHarvestAlertChange,
      '/api/pick-your-own/slots': nextSlotListChange,
    },
    onClear: () => {
      clearSiteContentCache(app.db)
      clearFarmSettingsCache(app.db)
    },
  })
  await app.register(notifications, { startWorker: deps.startJobWorker ?? true })
  await app.register(requestSecurity)
  await app.register(rateLimits)
  await app.register(sessions)
  await app.register(accessControl)
  // Audit before compression, so its onSend hook sees the JSON answer rather than a compressed stream.
  await app.register(audit)
  await app.register(compression)
  await app.register(payments)

  await app.register(healthRoutes)
  await app.register(identityRoutes)
  await app.register(staffAccountRoutes)
  await app.register(accountRoutes)
  await app.register(outboxRoutes)
  await app.register(failedJobRoutes)
  await app.register(auditRoutes)
  await app.register(commentAdminRoutes)
  await app.register(mediaRoutes)
  await app.register(uploadRoutes)
  await app.register(siteContentRoutes)
  await app.register(farmSettingsRoutes)
  await app.register(salesTaxRoutes)
  await app.register(invoiceRoutes)
  await app.register(exportRoutes)
  await app.register(storeCreditRoutes)
  await app.register(giftCardRoutes)
  await app.register(productRoutes)
  await app.register(productAdminRoutes)
  await app.register(backInStockRoutes)
  await app.register(productWaitlistRoutes)
  await app.register(shippingOptionsRoutes)
  await app.register(shippingAdminRoutes)
  await app.register(pickupRoutes)
  await app.register(pickupMoveRoutes)
  await app.register(shippingLabelRoutes)
  await app.register(checkoutRoutes)
  await app.register(paymentRoutes)
  await app.register(orderAdminRoutes)
  await app.register(todayRoutes)
  await app.register(customerRoutes)
  await app.register(farmStandRoutes)
  await app.register(contactRoutes)
  await app.register(newsletterRoutes)
  await app.register(reviewRoutes)
  await app.register(reviewAdminRoutes)
  await app.register(customerOrderRoutes)
  await app.register(initDataRoutes)
  await app.register(analyticsRoutes)
  await app.register(cartRoutes)
  await app.register(blogRoutes)
  await app.register(recipeRoutes)
  await app.register(galleryRoutes)
  await app.register(seasonalRoutes)
  await app.register(subscriptionPlanRoutes)
  await app.register(subscriptionRoutes)
  await app.register(subscriptionAdminRoutes)
  await app.register(csaSeasonRoutes)
  await app.register(plantRoutes)
  await app.register(visitRoutes)
  await app.register(waitlistRoutes)
  await app.register(visitAdminRoutes)
  await app.register(bookingsCalendarRoutes)
  await app.register(harvestAlertRoutes)
  await app.register(reminderRoutes)
  await app.register(socialMediaRoutes)
  await app.register(imageLibraryRoutes)

  await app.register(appShell, { mode: deps.web })
  return app
}
