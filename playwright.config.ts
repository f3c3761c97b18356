import { defineConfig } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromiumSwitches } from './scripts/lib/headless-chromium.mjs'

// Workers re-read this file, so the port and data directory are chosen once and passed on
// through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim()
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'groveside-e2e-'))

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`
const shopChangingSpecs =
  /(staff-(products|blog|content|shipping|shipping-labels|reviews)|seasonal-calendar|subscription-plans|plant-inventory|harvest-alerts|farm-settings|workshop-minimum|pick-your-own-waitlist|event-waitlist|csa-season|sales-tax|store-credit|gift-cards|product-waitlist)\.spec\.ts$/
/*
 * Pickup locations make checkout ask for a pickup window: these run on their own, after the shop
 * changes, each on a location of its own that it removes at the end.
 */
const pickupSpecs = /(staff-pickup-locations|pickup-move|checkout-pickup-window)\.spec\.ts$/
// Fills the Product Manager with a page of products of its own: it runs after every other spec.
const staffListSpecs = /staff-lists\.spec\.ts$/

export default defineConfig({
  testDir: 'e2e',
  // Several page loads and accessibility scans in one test ran past 30 s on the 2-core CI machine.
  timeout: 60_000,
  // A first load on a busy 2-core machine (server, two browsers and the runner) can take 7 s
  // before the app runs: its chunks arrive and evaluate slowly, not wrongly.
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One retry on CI only: a test that needed it is named in the summary as 'passed on retry'.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumSwitches,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      testIgnore: [shopChangingSpecs, pickupSpecs, staffListSpecs],
    },
    {
      // Staff screens that change what every visitor sees (a product, a post, a site text, a
      // shipping option) run after the rest: storefront specs count the demo rows exactly.
      name: 'staff changes to the shop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      testMatch: shopChangingSpecs,
      dependencies: ['chromium'],
    },
    {
      name: 'pickup windows',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      testMatch: pickupSpecs,
      dependencies: ['staff changes to the shop'],
    },
    {
      // 26 products of its own on the Product Manager: no other spec's list or count sees them.
      name: 'staff lists',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      testMatch: staffListSpecs,
      dependencies: ['pickup windows'],
    },
  ],
  webServer: {
    // The compiled server, as in production: `npm run build` (or `npm run build:server`) first.
    command: 'node dist/server/main.js',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: process.env.E2E_PORT,
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every browser test comes from 127.0.0.1: scale the per-address limits (the API tests prove them).
      RATE_LIMIT_FACTOR: '50',
      OWNER_EMAIL: 'owner@groveside.test',
      OWNER_PASSWORD: 'e2e-owner-password-123',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
})
