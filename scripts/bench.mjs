#!/usr/bin/env node
// Measures the server under load (issue 15, decision 0036): starts the production build on a
// free port with a fresh demo farm (PGlite, or a fresh database on the PostgreSQL server given),
// loads each public URL with autocannon, then the same bytes from a bare Fastify route (the
// ceiling), and prints req/s, p50/p99 and the ratio to the ceiling side by side; then p99 and
// errors at a fixed rate of mixed public traffic. The server is pinned to core 0 and the load
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
// --json=FILE     also write the figures there
// --check         exit 1 when a target is missed
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'

const repoRoot = path.resolve(import.meta.dirname, '..')
const argv = process.argv.slice(2)
const flag = (name) => argv.includes(`--${name}`)
const option = (name, fallback) => {
  const found = argv.find((arg) => arg.startsWith(`--${name}=`))
  return found ? found.slice(name.length + 3) : fallback
}

const targets = { api: 0.7, page: 0.5, fixedRateP99Ms: 25 }
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

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

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    )
  })
}

/** One autocannon run on core 1. */
function load(spec) {
  return new Promise((resolve, reject) => {
    const child = nodeOn(1, [import.meta.filename, `--load=${JSON.stringify(spec)}`], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load generator exited ${code}`)),
    )
  })
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

async function waitUntilReady(origin, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  throw new Error('the server did not get ready')
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
    await waitUntilReady(origin, server)
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
    return { label, rows, mixed, rate }
  } finally {
    await stop(server)
    if (ceiling) await stop(ceiling)
    await rm(dataDir, { recursive: true, force: true })
  }
}

function printTable({ label, rows, mixed, rate }) {
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
  return rows.every((row) => row.ratio >= row.target) && mixedOk
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
if (loadSpec) await loadWorker(JSON.parse(loadSpec))
else if (ceilingFile) await ceilingWorker(ceilingFile)
else await main()
