import { mkdir, readFile, writeFile, stat } from 'node:fs/promises'
import path from 'node:path'

/** Where uploaded and demo images live. Local disk by default; other drivers implement the same shape. */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>
}

/** Public URL of a stored file; uploads and demo images share this path. */
export const publicUrlForKey = (key: string) => `/uploads/${key}`

const contentTypeByExtension: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
}

const safeKey = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i

export function createLocalDiskStorage(rootDir: string): FileStorage {
  const resolve = (key: string) => {
    if (!safeKey.test(key) || key.includes('..')) return null
    return path.join(rootDir, key)
  }
  return {
    async put(key, bytes) {
      const file = resolve(key)
      if (!file) throw new Error(`Invalid storage key: ${key}`)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, bytes)
    },
    async get(key) {
      const file = resolve(key)
      if (!file) return null
      const info = await stat(file).catch(() => null)
      if (!info?.isFile()) return null
      const contentType = contentTypeByExtension[path.extname(file).toLowerCase()]
      if (!contentType) return null
      return { bytes: await readFile(file), contentType }
    },
  }
}

/** In-memory storage for tests and for the in-memory database. */
export function createMemoryStorage(): FileStorage {
  const files = new Map<string, { bytes: Buffer; contentType: string }>()
  return {
    async put(key, bytes, contentType) {
      files.set(key, { bytes, contentType })
    },
    async get(key) {
      return files.get(key) ?? null
    },
  }
}
