#!/usr/bin/env node
// Measures the server under load (issue 15, decision 0036): starts the production build on a
// free port with a fresh demo farm (PGlite, or a fresh database on the PostgreSQL server given),
// loads each public URL with autocannon, then the same bytes from a bare Fastify route (the
// ceiling), and prints req/s, p50/p99 and the ratio to the ceiling side by side; then p99 and
// errors at a fixed rate of mixed public traffic; then a checkout rush: buyers arriving over a
// minute, each from its own loopback address, put the same product in the cart, order it and pay
// in test mode while its stock runs out (orders/s, p50/p99 of each step, paid / sold out /
// errors), and the server's memory (RSS) after it. The server is pinned to core 0 and the load
// generator to core 1 when `taskset` and two cores are there.
//
//   npm run bench [-- --postgres=postgres://user@host:5432/db] [--duration=5] [--connections=10]
//                 [--rate=300] [--no-build] [--json=FILE] [--check]
//
// --postgres=URL  also measure on PostgreSQL (a fresh database is made on that server and dropped)
// --duration=S    seconds per URL (default 5; plus 1 s warm-up)
// --connections=N concurrent connections per URL (default 10)
// --rate=N        requests per second of the mixed run (default 300, 10 s)
// --no-build      use the existing build (WEB_DIST_DIR or dist/web) even if it is missing
// --rush-buyers=N buyers in the checkout rush (default 500; 0 skips it)
// --rush-seconds=S over how many seconds they arrive (default 60)
// --json=FILE     also write the figures there
// --check         exit 1 when a target is missed
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { rushWorker } from './lib/checkout-rush.mjs'
import { flag, freePort, option, repoRoot, run, sleep, waitUntilReady } from './lib/measure-run.mjs'

const targets = { api: 0.7, page: 0.5, fixedRateP99Ms: 25 }
// The server's first owner, so the rush can stock its product as staff would.
const benchOwner = { email: 'owner@bench.test', password: randomBytes(12).toString('hex') }
const acceptEncoding = 'br, gzip, deflate'

// ---- worker modes (run in their own, pinned processes) -------------------------------------

/** `--load=<json>`: runs autocannon and prints its summary as JSON on stdout. */
async function loadWorker(spec) {
  const { default: autocannon } = await import('autocannon')
  const result = await autocannon({
    url: spec.origin,
    connections: spec.connections,
    duration: spec.duration,
    overallRate: spec.rate,
    headers: { 'accept-encoding': acceptEncoding },
    requests: spec.paths.map((p) => ({ method: 'GET', path: p })),
  })
  process.stdout.write(
    JSON.stringify({
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx,
    }),
  )
}

/** `--ceiling=<file>`: a bare Fastify app answering each captured URL with its exact bytes. */

async function ceilingWorker(file) {
  const { default: Fastify } = await import('fastify')
  const captured = JSON.parse(await readFile(file, 'utf8'))
  const app = Fastify({ logger: false })
  for (const { path: url, status, headers, body } of captured.answers) {
    const bytes = Buffer.from(body, 'base64')
    app.get(url.split('?')[0], (_request, reply) => {
      reply.code(status).headers(headers).send(bytes)
    })
  }
  await app.listen({ port: captured.port, host: '127.0.0.1' })
  process.send?.('ready')
}

// ---- helpers -------------------------------------------------------------------------------

function canPin() {
  if (os.cpus().length < 2 || process.platform !== 'linux') return false
  try {
    execFileSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
const pinned = canPin()
/** node with these arguments, on `core` when pinning is possible. */
function nodeOn(core, args, options) {
  return pinned
    ? spawn('taskset', ['-c', String(core), process.execPath, ...args], options)
    : spawn(process.execPath, args, options)
}

/** Runs this script in one of its worker modes (`--load=`, `--rush=`) on core 1; answers its JSON. */
function onLoadCore(mode, spec) {
  return new Promise((resolve, reject) => {
    const child = nodeOn(1, [import.meta.filename, `--${mode}=${JSON.stringify(spec)}`], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`--${mode} exited ${code}`)),
    )
  })
}
/** One autocannon run on core 1. */
const load = (spec) => onLoadCore('load', spec)
/** The checkout rush on core 1 (rushWorker). */
const rush = (spec) => onLoadCore('rush', spec)

/** A process's resident memory in MB (Linux), or null. */
async function residentMegabytes(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1])
    return kb ? Math.round(kb / 1024) : null
  } catch {
    return null
  }
}

/** Sets a product's stock as the owner would, through the staff API; answers its id. */
async function stockProduct(origin, name, stockQuantity) {
  const login = await fetch(`${origin}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: benchOwner.email, password: benchOwner.password }),
  })
  if (!login.ok) throw new Error(`staff sign-in failed: ${login.status} ${await login.text()}`)
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const products = await (await fetch(`${origin}/api/products`)).json()
  const product = products.find((each) => each.name === name)
  if (!product) throw new Error(`no demo product named ${name}`)
  const update = await fetch(`${origin}/api/products/${product.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ stockQuantity, inStock: true }),
  })
  if (!update.ok) throw new Error(`stock update failed: ${update.status} ${await update.text()}`)
  return product.id
}

/** The raw answer to a GET as a browser asks it (compressed bytes, not decoded). */
function capture(origin, urlPath) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${urlPath}`,
      { headers: { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => {
          const headers = { ...response.headers }
          for (const hop of ['connection', 'keep-alive', 'date', 'transfer-encoding'])
            delete headers[hop]
          resolve({
            path: urlPath,
            status: response.statusCode,
            headers,
            body: Buffer.concat(chunks).toString('base64'),
            bytes: Buffer.concat(chunks).length,
          })
        })
      },
    )
    request.on('error', reject)
  })
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, sleep(10_000)])
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
}

async function freshPostgresDatabase(serverUrl) {
  const { default: pg } = await import('pg')
  const name = `groveside_bench_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

// ---- the measurement -----------------------------------------------------------------------

async function urlsToMeasure(origin) {
  const products = await (await fetch(`${origin}/api/products`)).json()
  const id = products[0]?.id
  if (!id) throw new Error('the demo farm has no product')
  return [
    { kind: 'api', path: '/healthz' },
    { kind: 'api', path: '/api/products' },
    { kind: 'api', path: `/api/products/${id}` },
    { kind: 'api', path: '/api/blog' },
    { kind: 'page', path: '/' },
    { kind: 'page', path: '/products' },
    { kind: 'page', path: `/products/${id}` },
    { kind: 'page', path: '/farm-tours' },
  ]
}

async function measureDatabase(label, databaseUrl) {
  const duration = Number(option('duration', '5'))
  const connections = Number(option('connections', '10'))
  const rate = Number(option('rate', '300'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'groveside-bench-'))
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    OWNER_EMAIL: benchOwner.email,
    OWNER_PASSWORD: benchOwner.password,
  }
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  else delete env.DATABASE_URL
  console.log(`\n${label}: starting the production server on ${origin}...`)
  // Its log goes to /dev/null: it is still written (that cost counts), just not kept.
  const server = nodeOn(0, ['dist/server/main.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  let ceiling
  try {
    await waitUntilReady(origin, server, 120_000)
    const urls = await urlsToMeasure(origin)
    const answers = []
    for (const url of urls) answers.push(await capture(origin, url.path))

    // The ceiling: the same bytes and headers from a bare Fastify route, on the same core. Each
    // URL is loaded on the app and right after on the ceiling, so both see the same machine.
    const ceilingPort = await freePort()
    const ceilingFile = path.join(dataDir, 'ceiling.json')
    await writeFile(ceilingFile, JSON.stringify({ port: ceilingPort, answers }))
    ceiling = nodeOn(0, [import.meta.filename, `--ceiling=${ceilingFile}`], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    await new Promise((resolve, reject) => {
      ceiling.once('message', resolve)
      ceiling.once('exit', (code) => reject(new Error(`the ceiling server exited ${code}`)))
    })
    const ceilingOrigin = `http://127.0.0.1:${ceilingPort}`

    const rows = []
    for (const url of urls) {
      const measure = async (at) => {
        const spec = { origin: at, connections, paths: [url.path] }
        await load({ ...spec, duration: 1 })
        return load({ ...spec, duration })
      }
      const app = await measure(origin)
      const bare = await measure(ceilingOrigin)
      const answer = answers.find((a) => a.path === url.path)
      const ratio = app.rps / bare.rps
      rows.push({ ...url, status: answer.status, bytes: answer.bytes, app, ceiling: bare, ratio })
      rows.at(-1).target = targets[url.kind]
      console.log(`  ${url.path}: ${Math.round(app.rps)} req/s, ceiling ${Math.round(bare.rps)}`)
    }

    const mixedPaths = urls.filter((url) => url.path !== '/healthz').map((url) => url.path)
    await load({ origin, connections, paths: mixedPaths, duration: 2, rate })
    const mixed = await load({ origin, connections, paths: mixedPaths, duration: 10, rate })

    const buyers = Number(option('rush-buyers', '500'))
    let checkoutRush = null
    if (buyers > 0) {
      // Fewer than the buyers: the last ones find it sold out.
      const stock = Math.round(buyers * 0.8)
      const productId = await stockProduct(origin, 'Fresh Blackberries', stock)
      const seconds = Number(option('rush-seconds', '60'))
      console.log(`  checkout rush: ${buyers} buyers over ${seconds} s, ${stock} in stock...`)
      checkoutRush = { stock, ...(await rush({ origin, productId, buyers, seconds })) }
    }
    const serverRssMb = await residentMegabytes(server.pid)
    return { label, rows, mixed, rate, checkoutRush, serverRssMb }
  } finally {
    await stop(server)
    if (ceiling) await stop(ceiling)
    await rm(dataDir, { recursive: true, force: true })
  }
}

function printTable({ label, rows, mixed, rate, checkoutRush, serverRssMb }) {
  const header = ['URL', 'status', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'ceiling req/s']
  header.push('ratio', 'target')
  const lines = [
    header,
    ...rows.map((row) => [
      row.path,
      String(row.status),
      String(row.bytes),
      String(Math.round(row.app.rps)),
      String(row.app.p50),
      String(row.app.p99),
      String(Math.round(row.ceiling.rps)),
      `${row.ratio.toFixed(2)}x`,
      `${row.ratio >= row.target ? 'ok' : 'MISSED'} (>= ${row.target}x)`,
    ]),
  ]
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column].length)))
  const format = (line) => line.map((cell, column) => cell.padEnd(widths[column])).join(' | ')
  console.log(`\n${label}`)
  console.log(format(lines[0]))
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'))
  for (const line of lines.slice(1)) console.log(format(line))
  const mixedOk = mixed.p99 < targets.fixedRateP99Ms && mixed.errors === 0
  console.log(
    `mixed public traffic at ${rate} req/s for 10 s: ${mixed.requests} requests, p50 ${mixed.p50} ms, ` +
      `p99 ${mixed.p99} ms, errors ${mixed.errors} -> ${mixedOk ? 'ok' : 'MISSED'} ` +
      `(p99 < ${targets.fixedRateP99Ms} ms, no errors)`,
  )
  let rushOk = true
  if (checkoutRush) {
    const r = checkoutRush
    const step = (name) =>
      `${name} p50 ${r.timing[name].p50.toFixed(1)} ms / p99 ${r.timing[name].p99.toFixed(1)} ms (${r.timing[name].count})`
    rushOk = r.errors === 0 && r.paid + r.soldOut === r.buyers && r.paid <= r.stock
    console.log(
      `checkout rush: ${r.buyers} buyers in ${r.seconds.toFixed(1)} s, ${r.stock} in stock: ` +
        `${r.paid} paid, ${r.soldOut} refused as sold out, ${r.errors} errors -> ${rushOk ? 'ok' : 'MISSED'}; ` +
        `${r.ordersPerSecond.toFixed(1)} paid orders/s`,
    )
    console.log(`  ${step('cart')}; ${step('order')}; ${step('payment')}`)
    if (r.errors) console.log(`  errors: ${JSON.stringify(r.errorKinds)}`)
  }
  if (serverRssMb !== null) console.log(`server memory (RSS) after all of it: ${serverRssMb} MB`)
  return rows.every((row) => row.ratio >= row.target) && mixedOk && rushOk
}

async function main() {
  const distDir = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'dist/web')
  const built = [path.join(distDir, 'index.html'), path.join(repoRoot, 'dist/server/main.js')]
  if (!built.every((file) => existsSync(file)) && !flag('no-build')) {
    console.log('No build yet: building the web app and the server...')
    await run('npm', ['run', 'build'], process.env)
  }
  console.log(
    `bench: ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ` +
      (pinned
        ? 'server and ceiling on core 0, load generator (autocannon) on core 1'
        : 'not pinned (no taskset or one core): figures are rougher'),
  )
  const results = [await measureDatabase('PGlite (embedded)', null)]
  const postgresUrl = option('postgres', process.env.BENCH_DATABASE_URL)
  if (postgresUrl) {
    const database = await freshPostgresDatabase(postgresUrl)
    try {
      results.push(await measureDatabase('PostgreSQL', database.url))
    } finally {
      await database.drop()
    }
  }
  let allMet = true
  for (const result of results) allMet = printTable(result) && allMet
  const jsonFile = option('json', null)
  if (jsonFile) await writeFile(jsonFile, JSON.stringify({ date: new Date(), results }, null, 2))
  if (flag('check') && !allMet) process.exitCode = 1
}

const loadSpec = option('load', null)
const ceilingFile = option('ceiling', null)
const rushSpec = option('rush', null)
if (loadSpec) await loadWorker(JSON.parse(loadSpec))
else if (rushSpec) await rushWorker(JSON.parse(rushSpec))
else if (ceilingFile) await ceilingWorker(ceilingFile)
else await main()
