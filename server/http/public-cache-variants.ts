/** One cached answer per encoding: compressed once, with its strong ETag and headers flattened. */
import { createHash } from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export type Encoding = 'br' | 'gzip' | 'identity'

export interface Variant {
  body: Buffer
  etag: string
  /** Every header of a 200 and of a 304 from the cache but the request id, flattened once. */
  rawHeaders: { ok: string[]; notModified: string[] }
}

/** br when the client takes it, else gzip, else none (q=0 refusals honoured). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity'
  const accepted = new Set<string>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param))
    if (name && !refused) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return 'identity'
}

/** Headers as Node's `writeHead` takes them fastest: name, value, name, value… */
function flatten(headers: OutgoingHttpHeaders): string[] {
  const flat: string[] = []
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    for (const each of Array.isArray(value) ? value : [value]) flat.push(name, String(each))
  }
  return flat
}

const etagOf = (body: Buffer, suffix: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"`

export function matchesIfNoneMatch(header: string | undefined, etag: string) {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** The body compressed for the clients that take it: brotli and gzip, both at quality 9. */
export function compress(body: Buffer): Promise<[br: Buffer, gz: Buffer]> {
  return Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip(body, { level: 9 }),
  ])
}

/** The three variants of one answer, each with the headers a 200 and a 304 of it send. */
export function encodedVariants(
  body: Buffer,
  br: Buffer,
  gz: Buffer,
  {
    baseHeaders,
    cacheControl,
    contentType,
  }: {
    baseHeaders: OutgoingHttpHeaders
    cacheControl: string
    contentType: string
  },
): Record<Encoding, Variant> {
  const variant = (encoding: Encoding, encoded: Buffer, suffix: string): Variant => {
    const etag = etagOf(body, suffix)
    const common = [
      ...flatten(baseHeaders),
      'etag',
      etag,
      'vary',
      'accept-encoding',
      'cache-control',
      cacheControl,
      'content-type',
      contentType,
    ]
    const ok = [...common, 'content-length', String(encoded.length)]
    if (encoding !== 'identity') ok.push('content-encoding', encoding)
    return { body: encoded, etag, rawHeaders: { ok, notModified: common } }
  }
  return {
    identity: variant('identity', body, ''),
    br: variant('br', br, '-br'),
    gzip: variant('gzip', gz, '-gz'),
  }
}
