import path from 'node:path'
import { z } from 'zod'
import type { S3StorageConfig } from './domains/media/s3-storage'

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))

const trustProxyForms =
  'false, or the addresses of your proxies, comma-separated: IPs, CIDRs or loopback, linklocal, ' +
  'uniquelocal (e.g. 127.0.0.1 for nginx on this machine, or 127.0.0.1,10.0.0.0/8)'

const proxyAddressSchema = z.union([
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
])

/**
 * The proxies whose X-Forwarded-* headers are believed (decision 0040). Trusting every hop (`true`)
 * lets a client name its own address in X-Forwarded-For; a hop count cannot tell the proxy from a
 * client that reaches the app directly, and Fastify treats one as trusting nobody.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | string[] => {
    if (value === '' || value === 'false' || value === '0') return false
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: `true would believe any X-Forwarded-For a client sends; use ${trustProxyForms}`,
      })
      return z.NEVER
    }
    if (/^\d+$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `a hop count cannot tell your proxy from a client that reaches the shop directly; use ${trustProxyForms}`,
      })
      return z.NEVER
    }
    const addresses = value.split(',').map((address) => address.trim())
    const bad = addresses.filter((address) => !proxyAddressSchema.safeParse(address).success)
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a proxy address: ${bad.map((address) => `"${address}"`).join(', ')}; use ${trustProxyForms}`,
      })
      return z.NEVER
    }
    return addresses
  })

const environmentSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        error: 'must be one of development, production, test',
      })
      .default('development'),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(5000),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    PUBLIC_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: trustProxySchema,
    OWNER_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
    OWNER_PASSWORD: optionalString.pipe(
      z.string().min(12, 'must be at least 12 characters').optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Groveside Farm <hello@groveside.farm>'),
    METRICS_TOKEN: optionalString.pipe(
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_BASE: optionalString,
    EASYPOST_API_KEY: optionalString,
    EASYPOST_API_BASE: optionalString.pipe(z.url('must be a URL').optional()),
    TWILIO_ACCOUNT_SID: optionalString,
    TWILIO_AUTH_TOKEN: optionalString,
    TWILIO_FROM_NUMBER: optionalString,
    TWILIO_API_BASE: optionalString.pipe(z.url('must be a URL').optional()),
    OIDC_ISSUER_URL: optionalString.pipe(z.url('must be a URL').optional()),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    RATE_LIMIT_FACTOR: z.coerce
      .number({ error: 'must be a number' })
      .min(1, 'must be at least 1')
      .max(1000, 'must be at most 1000')
      .default(1),
    S3_BUCKET: optionalString,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ENDPOINT: optionalString.pipe(z.url('must be a URL').optional()),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    S3_PREFIX: z.string().default(''),
    SEED_DEMO_DATA: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
    SERVE_WEB: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
  })
  .superRefine((env, ctx) => {
    if (env.OWNER_PASSWORD && !env.OWNER_EMAIL) {
      ctx.addIssue({
        code: 'custom',
        path: ['OWNER_EMAIL'],
        message: 'is required with OWNER_PASSWORD',
      })
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together',
      })
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      })
    }
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM_NUMBER]
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_ACCOUNT_SID'],
        message:
          'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER must be set together',
      })
    }
    const oidc = [env.OIDC_ISSUER_URL, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET]
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER_URL'],
        message: 'OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
      })
    }
  })

export interface AppConfig {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  /** Absolute origin the shop is reached at, without trailing slash. */
  publicUrl: string
  secureCookies: boolean
  /** The proxies (IPs, CIDRs, proxy-addr's named ranges) whose X-Forwarded-* headers are believed. */
  trustProxy: false | string[]
  logLevel: string
  dataDir: string
  databaseUrl: string | undefined
  databasePoolSize: number
  ownerEmail: string | undefined
  ownerPassword: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  /** Bearer token that opens /metrics; unset, /metrics is not served. */
  metricsToken: string | undefined
  stripe: {
    secretKey: string
    publishableKey: string
    webhookSecret?: string
    apiBase?: string
  } | null
  oidc: { issuerUrl: string; clientId: string; clientSecret: string } | null
  /** Shipping labels bought through EasyPost; offline labels (no postage) when null. */
  easypost: { apiKey: string; apiBase: string } | null
  /** Text messages through Twilio's REST API; kept in the outbox as SMS when null (decision 0032). */
  twilio: { accountSid: string; authToken: string; fromNumber: string; apiBase?: string } | null
  /** Uploads in an S3-compatible bucket; local disk under DATA_DIR/uploads when null. */
  s3: S3StorageConfig | null
  seedDemoData: boolean
  /** False: an API-only process (no web build needed), e.g. the multi-instance and crash tests. */
  serveWeb: boolean
  /** Multiplies every per-address rate limit (many customers behind one address; browser test suites). */
  rateLimitFactor: number
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Reads and validates the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    )
  }
  const env = parsed.data
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    ownerEmail: env.OWNER_EMAIL,
    ownerPassword: env.OWNER_PASSWORD,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    metricsToken: env.METRICS_TOKEN,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          }
        : null,
    easypost: env.EASYPOST_API_KEY
      ? {
          apiKey: env.EASYPOST_API_KEY,
          apiBase: (env.EASYPOST_API_BASE ?? 'https://api.easypost.com').replace(/\/+$/, ''),
        }
      : null,
    oidc:
      env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuerUrl: env.OIDC_ISSUER_URL,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
          }
        : null,
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM_NUMBER
        ? {
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            fromNumber: env.TWILIO_FROM_NUMBER,
            apiBase: env.TWILIO_API_BASE,
          }
        : null,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          prefix: env.S3_PREFIX,
        }
      : null,
    seedDemoData: env.SEED_DEMO_DATA,
    serveWeb: env.SERVE_WEB,
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
  }
}
