// The switches Chromium runs with for the browser tests (playwright.config.ts) and Lighthouse
// (scripts/lighthouse.mjs): no sandbox (containers run as root), no GPU, and none of the
// browser's own background traffic or first-run screens.
export const chromiumSwitches = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
