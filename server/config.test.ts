import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({})
    expect(config.port).toBe(5000)
    expect(config.env).toBe('development')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir.endsWith('/data')).toBe(true)
    expect(config.publicUrl).toBe('http://localhost:5000')
    expect(config.secureCookies).toBe(false)
  })

  it('names every bad variable in one error', () => {
    let error: unknown
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as ConfigError).message
    expect(message).toContain('PORT: must be a number')
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL')
    expect(message).toContain('NODE_ENV: must be one of development, production, test')
  })

  it('keeps uploads on local disk unless an S3 bucket is named', () => {
    expect(loadConfig({}).s3).toBeNull()
    const config = loadConfig({
      S3_BUCKET: 'groveside-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(config.s3).toEqual({
      bucket: 'groveside-uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: '',
    })
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    )
  })

  it('turns on secure cookies for an https public URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://shop.groveside.farm/' })
    expect(config.publicUrl).toBe('https://shop.groveside.farm')
    expect(config.secureCookies).toBe(true)
  })

  it('trusts only the proxies TRUST_PROXY names, and refuses true and hop counts', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1'])
    expect(
      loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8,::1,loopback' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1', 'loopback'])
    const forms =
      'use false, or the addresses of your proxies, comma-separated: IPs, CIDRs or loopback, ' +
      'linklocal, uniquelocal (e.g. 127.0.0.1 for nginx on this machine, or 127.0.0.1,10.0.0.0/8)'
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      `TRUST_PROXY: true would believe any X-Forwarded-For a client sends; ${forms}`,
    )
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(
      `TRUST_PROXY: a hop count cannot tell your proxy from a client that reaches the shop directly; ${forms}`,
    )
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,nginx,10.0.0.0/40' })).toThrow(
      `TRUST_PROXY: not a proxy address: "nginx", "10.0.0.0/40"; ${forms}`,
    )
  })

  it('requires Stripe keys in pairs', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PUBLISHABLE_KEY/)
  })
})
