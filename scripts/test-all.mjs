#!/usr/bin/env node
// Runs every check of the project and ends with one line: "N passed, N failed".
// Usage: npm test [-- --with-postgres=postgres://user@host:5432]
//   --with-postgres  also runs the API suite against PostgreSQL, in a fresh database created
//                    and dropped by this run (TEST_DATABASE_URL points the test helper at it).
// It provides what a fresh machine lacks (decision 0037): Debian's chromium and nginx through
// apt-get when run as root. Every stage runs on the project's Node 22 (decision 0047): npm puts
// the `node` dev dependency first on PATH, so `npm test` itself runs on it.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(
    `The tests run on the project's Node 22 (node_modules/.bin/node), not ${process.version}: run "npm ci", then "npm test".`,
  )
  process.exit(1)
}

const args = process.argv.slice(2)
const postgresArg = args.find((arg) => arg.startsWith('--with-postgres'))
const postgresServer =
  postgresArg?.split('=')[1] || (postgresArg ? 'postgres://postgres@127.0.0.1:5432/postgres' : null)
const reportDir = mkdtempSync(path.join(tmpdir(), 'groveside-test-'))
const results = []
const namedProblems = []

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const e2eStage = `e2e (Playwright, Chromium) on Node ${process.version}`

function run(command, commandArgs, env = {}) {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`)
  const result = spawnSync(command, commandArgs, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  return result.status === 0
}

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0

/**
 * Installs Debian's chromium (browser tests) and nginx (the two-instance test) when missing and
 * this runs as root; answers why the browser tests cannot run, or null when they can.
 */
function provideSystemPackages() {
  const missing = []
  if (!existsSync(chromiumPath) && !process.env.CHROMIUM_PATH) missing.push('chromium')
  if (!onPath('nginx') && !existsSync('/usr/sbin/nginx')) missing.push('nginx-light')
  if (missing.length > 0) {
    const howTo = `apt-get install -y ${missing.join(' ')}`
    if (!existsSync('/usr/bin/apt-get'))
      console.log(`\nMissing ${missing.join(', ')} and there is no apt-get to install it.`)
    else if (process.getuid?.() !== 0)
      console.log(`\nMissing ${missing.join(', ')}; not root, so not installing it: sudo ${howTo}`)
    else {
      console.log(`\nInstalling what this machine lacks: ${missing.join(', ')}`)
      const env = { DEBIAN_FRONTEND: 'noninteractive' }
      // A fresh machine has no package lists yet: update them when the first attempt fails.
      const install = () => run('apt-get', ['install', '-y', '-qq', ...missing], env)
      if (!install() && run('apt-get', ['update', '-qq'], env)) install()
    }
  }
  if (existsSync(chromiumPath)) return null
  return process.env.CHROMIUM_PATH
    ? `no browser at CHROMIUM_PATH=${chromiumPath}`
    : `no Chromium at ${chromiumPath}: install Debian's chromium (as root: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary`
}

// Each stage's minutes, from the end of the one before (the summary prints them).
const startedAt = Date.now()
let stageStartedAt = startedAt
function finish(result) {
  results.push({ ...result, minutes: (Date.now() - stageStartedAt) / 60_000 })
  stageStartedAt = Date.now()
}
const minutes = (value) => `${value.toFixed(1)} min`

function check(name, ok) {
  finish({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 })
}

/** Runs Vitest on this Node; the stage's name says which. */
function vitest(title, vitestArgs, env = {}) {
  const name = `${title} on Node ${process.version}`
  const out = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`)
  const ok = run(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      ...vitestArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    // Child processes of the tests (e.g. `node` in a script test) get the same Node.
    { ...env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}` },
  )
  let passed = 0
  let failed = 0
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'))
    passed = report.numPassedTests
    failed = report.numFailedTests + (report.numFailedTestSuites ?? 0)
    for (const file of report.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          namedProblems.push(`${name} failed: ${path.relative('.', file.name)} > ${test.fullName}`)
  }
  if (!ok && failed === 0) failed = 1
  if (ok && passed === 0) failed += 1 // a suite that runs nothing proves nothing
  finish({ name, passed, failed })
}

function playwright(missingBrowser) {
  if (missingBrowser) {
    namedProblems.push(`e2e not run: ${missingBrowser}`)
    finish({ name: e2eStage, passed: 0, failed: 1 })
    return
  }
  const out = path.join(reportDir, 'playwright.json')
  const ok = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  })
  let passed = 0
  let failed = 0
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'))
    passed = report.stats.expected + report.stats.flaky
    failed = report.stats.unexpected
    namePlaywrightProblems(report.suites ?? [])
  }
  if (!ok && failed === 0) failed = 1
  if (ok && passed === 0) failed += 1
  finish({ name: e2eStage, passed, failed })
}

// Names every test that failed or only passed on its retry, so the summary says which.
function namePlaywrightProblems(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          namedProblems.push(
            `e2e ${test.status === 'flaky' ? 'passed on retry' : 'failed'}: ${spec.file} > ${spec.title}`,
          )
    namePlaywrightProblems(suite.suites ?? [])
  }
}

function psql(serverUrl, statement) {
  return run('node', [
    '-e',
    `const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1]});c.connect().then(()=>c.query(process.argv[2])).then(()=>c.end()).catch(e=>{console.error(e.message);process.exit(1)})`,
    serverUrl,
    statement,
  ])
}

const missingBrowser = provideSystemPackages()
const setUpMinutes = (Date.now() - startedAt) / 60_000
stageStartedAt = Date.now()
check('typecheck', run('npm', ['run', '--silent', 'typecheck']))
check('lint', run('npm', ['run', '--silent', 'lint']))
check('formatting (prettier --check)', run('npm', ['run', '--silent', 'format:check']))
vitest('API (PGlite)', ['--project', 'api', '--project', 'api-isolated'])
vitest('unit and web', ['--project', 'unit', '--project', 'web', '--project', 'web-isolated'])
const built = run('npm', ['run', '--silent', 'build'])
check('build', built)
if (built) {
  check('first-route JavaScript budget', run('node', ['scripts/check-bundle-size.mjs']))
  playwright(missingBrowser)
} else {
  finish({ name: e2eStage, passed: 0, failed: 1 })
}

if (postgresServer) {
  const database = `groveside_ci_${process.pid}_${Date.now()}`
  const created = psql(postgresServer, `create database ${database}`)
  if (created) {
    const url = new URL(postgresServer)
    url.pathname = `/${database}`
    console.log(`\nAPI suite against PostgreSQL (fresh database ${database})`)
    vitest('API (PostgreSQL)', ['--project', 'api', '--project', 'api-isolated'], {
      TEST_DATABASE_URL: url.toString(),
    })
    psql(postgresServer, `drop database if exists ${database} with (force)`)
  } else {
    finish({
      name: `API (PostgreSQL) on Node ${process.version}`,
      passed: 0,
      failed: 1,
    })
  }
}

rmSync(reportDir, { recursive: true, force: true })
console.log('\nSummary')
console.log(`       set-up (system packages): ${minutes(setUpMinutes)}`)
for (const result of results)
  console.log(
    `  ${result.failed ? 'FAIL' : 'ok  '} ${result.name}: ${result.passed} passed, ${result.failed} failed (${minutes(result.minutes)})`,
  )
console.log(`       in all: ${minutes((Date.now() - startedAt) / 60_000)}`)
for (const problem of namedProblems) console.log(`  - ${problem}`)
const passed = results.reduce((sum, result) => sum + result.passed, 0)
const failed = results.reduce((sum, result) => sum + result.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
