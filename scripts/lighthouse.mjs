#!/usr/bin/env node
// Measures the storefront with Lighthouse (DESIGN.md §5): builds the app, starts the production
// server on a free port with a fresh demo farm, runs Lighthouse 3 times per page in headless
// Chromium (mobile preset) and prints the median score of each category.
//
//   npm run lighthouse [-- --no-build] [--report-only] [--runs=3] [--performance=90] [--out=DIR]
//
// --no-build      use the existing build (WEB_DIST_DIR or dist/web)
// --report-only   print the table, exit 0 even when a target is missed
// --runs=N        runs per page (median), default 3
// --performance=N Performance target, default 95 (Accessibility, Best Practices, SEO: 100)
// --out=DIR       also write each page's median Lighthouse report (JSON) there
// --only=a,b      measure only these pages (home, products, product, blog-post, contact)
// --all           measure every public page of the sitemap instead (one product, one post)
// --paths=/a,/b   measure these paths instead
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { chromiumSwitches } from './lib/headless-chromium.mjs'
import { flag, freePort, option, repoRoot, run, sleep, waitUntilReady } from './lib/measure-run.mjs'

const runs = Math.max(1, Number(option('runs', '3')))
const outDir = option('out', null)
const categories = [
  ['performance', 'Performance', Number(option('performance', '95'))],
  ['accessibility', 'Accessibility', 100],
  ['best-practices', 'Best Practices', 100],
  ['seo', 'SEO', 100],
]
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const chromeFlags = ['--headless=new', ...chromiumSwitches]

async function status(url) {
  const response = await fetch(url, { redirect: 'manual' })
  return response.status
}

/** Every public page the sitemap lists, with one product and one blog post. */
async function sitemapPages(origin) {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  const seen = new Set()
  const pages = []
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const pagePath = new URL(loc).pathname
    const [first, second] = pagePath.split('/').filter(Boolean)
    const kind = second && (first === 'products' || first === 'blog') ? `${first}/:one` : pagePath
    if (seen.has(kind)) continue
    seen.add(kind)
    pages.push({ name: pagePath, path: pagePath, required: true })
  }
  return { pages, notes: [] }
}

/** The pages to measure: home, products, a product, a blog post and contact (when they exist). */
async function pagesToMeasure(origin) {
  if (flag('all')) return sitemapPages(origin)
  const paths = option('paths', null)?.split(',')
  if (paths) return { pages: paths.map((path) => ({ name: path, path })), notes: [] }
  const pages = [
    { name: 'home', path: '/', required: true },
    { name: 'products', path: '/products', required: true },
  ]
  const notes = []
  const productsResponse = await fetch(`${origin}/api/products`)
  const products = productsResponse.ok ? await productsResponse.json() : []
  if (products.length > 0) pages.push({ name: 'product', path: `/products/${products[0].id}` })
  else notes.push('no product: GET /api/products answered no products')

  const blogResponse = await fetch(`${origin}/api/blog`)
  if (blogResponse.ok) {
    const posts = await blogResponse.json()
    if (Array.isArray(posts) && posts[0]?.slug)
      pages.push({ name: 'blog post', path: `/blog/${posts[0].slug}` })
    else notes.push('blog post skipped: GET /api/blog answered no posts')
  } else {
    notes.push(`blog post skipped: GET /api/blog answered ${blogResponse.status}`)
  }
  pages.push({ name: 'contact', path: '/contact' })

  const only = option('only', null)?.split(',')
  const measured = []
  for (const page of pages) {
    if (only && !only.includes(page.name.replace(/\W+/g, '-'))) continue
    const code = await status(`${origin}${page.path}`)
    if (code === 200) measured.push(page)
    else if (page.required) throw new Error(`${page.path} answered ${code}`)
    else notes.push(`${page.name} skipped: ${page.path} answered ${code} (no screen yet?)`)
  }
  return { pages: measured, notes }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Audits that cost points in a category (weighted, not passed), for the printed diagnosis. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId]
  return category.auditRefs
    .filter((ref) => ref.weight > 0 || categoryId === 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit &&
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
}

/** One Lighthouse run; a run whose trace failed (it happens on a busy machine) is retried. */
async function lighthouseRun(url, port) {
  let lastError
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories.map(([id]) => id),
    })
    if (result?.lhr && !result.lhr.runtimeError) return result.lhr
    lastError = result?.lhr?.runtimeError?.message ?? 'no result'
    console.log(`(run failed: ${lastError}; retrying)`)
  }
  throw new Error(`${url}: ${lastError}`)
}

async function measure(origin, page) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  const results = []
  try {
    for (let index = 0; index < runs; index += 1) {
      results.push(await lighthouseRun(`${origin}${page.path}`, chrome.port))
    }
  } finally {
    await chrome.kill()
  }
  const scores = Object.fromEntries(
    categories.map(([id]) => [
      id,
      median(results.map((lhr) => Math.round((lhr.categories[id].score ?? 0) * 100))),
    ]),
  )
  // The run whose Performance score is the median one, for metrics and the diagnosis.
  const performances = results.map((lhr) => lhr.categories.performance.score)
  const medianRun = results[performances.indexOf(median(performances))]
  const metric = (id) => medianRun.audits[id]?.displayValue ?? '-'
  const benchmark = Math.round(median(results.map((lhr) => lhr.environment.benchmarkIndex)))
  return {
    scores,
    lhr: medianRun,
    benchmark,
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')} (CPU benchmark ${benchmark})`,
  }
}

function table(rows) {
  const header = ['page', ...categories.map(([, label]) => label)]
  const lines = [
    header,
    ...rows.map((row) => [row.name, ...categories.map(([id]) => String(row.scores[id]))]),
  ]
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column].length)))
  const format = (line) => line.map((cell, column) => cell.padEnd(widths[column])).join(' | ')
  return [
    format(lines[0]),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...lines.slice(1).map(format),
  ].join('\n')
}

async function main() {
  const env = { ...process.env }
  if (!flag('no-build')) {
    console.log('Building the web app...')
    await run('npm', ['run', 'build'], env)
  }

  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'groveside-lighthouse-'))
  const serverEnv = {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
  }
  delete serverEnv.DATABASE_URL // always a fresh embedded demo farm, never someone's database
  console.log(`Starting the production server on ${origin} (data in ${dataDir})...`)
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: repoRoot,
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stopServer = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await Promise.race([exited, sleep(10_000)])
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGKILL')
        await Promise.race([exited, sleep(5_000)])
      }
    }
    await rm(dataDir, { recursive: true, force: true })
  }
  const interrupted = async () => {
    await stopServer()
    process.exit(130)
  }
  process.once('SIGINT', interrupted)
  process.once('SIGTERM', interrupted)

  const rows = []
  try {
    await waitUntilReady(origin, server, 90_000)
    const { pages, notes } = await pagesToMeasure(origin)
    for (const page of pages) {
      process.stdout.write(`Lighthouse ${page.name} (${page.path}), ${runs} runs... `)
      const measured = await measure(origin, page)
      console.log(Object.values(measured.scores).join(' / '))
      rows.push({ ...page, ...measured })
      if (outDir) {
        await mkdir(outDir, { recursive: true })
        await writeFile(
          path.join(outDir, `${page.name.replace(/\W+/g, '-')}.json`),
          JSON.stringify(measured.lhr),
        )
      }
    }

    console.log(
      `\nLighthouse ${rows[0]?.lhr.lighthouseVersion ?? ''}, mobile preset, median of ${runs} runs\n`,
    )
    console.log(table(rows))
    console.log('')
    for (const row of rows) console.log(`${row.name}: ${row.metrics}`)
    for (const note of notes) console.log(`note: ${note}`)
    if (rows.some((row) => row.benchmark < 1000)) {
      console.log(
        'note: the CPU benchmark is under 1000 (a busy or slow machine); Lighthouse simulates a ' +
          'phone from it, so Performance reads low. Measure on an idle machine.',
      )
    }

    const misses = []
    for (const row of rows) {
      for (const [id, label, target] of categories) {
        if (row.scores[id] < target) {
          misses.push(
            `${row.name} ${label} ${row.scores[id]} < ${target}: ${failingAudits(row.lhr, id).join(', ') || 'see the report'}`,
          )
        }
      }
    }
    if (misses.length > 0) {
      console.log('\nMissed targets:')
      for (const miss of misses) console.log(`  ${miss}`)
    } else {
      console.log('\nAll targets met.')
    }
    return misses.length > 0 && !flag('report-only') ? 1 : 0
  } finally {
    await stopServer()
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
