#!/usr/bin/env node
// Fails when the JavaScript the first route needs (the entry chunk and its static imports)
// passes 120 KB gzipped. Lazy route chunks are not counted: they load on navigation.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const budgetKb = 120
const dist = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../dist/web')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entryKey) throw new Error('No entry chunk in the Vite manifest')

const seen = new Set()
function collect(key) {
  if (seen.has(key)) return
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) collect(imported)
}
collect(entryKey)

let total = 0
for (const key of seen) {
  const file = manifest[key].file
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
  total += size
  console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB gzipped`)
}
const totalKb = total / 1024
console.log(`First-route JavaScript: ${totalKb.toFixed(1)} KB gzipped (budget ${budgetKb} KB)`)
if (totalKb > budgetKb) {
  console.error(`Over budget by ${(totalKb - budgetKb).toFixed(1)} KB`)
  process.exit(1)
}
