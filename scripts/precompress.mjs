#!/usr/bin/env node
// Writes .br and .gz beside each text asset of the production build, so the server sends
// pre-compressed files instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../dist/web')
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|woff)$/

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    // ssr/ is the production server's page renderer, read from disk, never sent.
    if (statSync(file).isDirectory()) {
      if (file !== path.join(root, 'ssr')) walk(file)
    } else if (compressible.test(name)) {
      const bytes = readFileSync(file)
      if (bytes.length < 1024) continue
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
    }
  }
}
walk(root)
