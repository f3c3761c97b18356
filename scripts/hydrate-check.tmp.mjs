import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const base = process.env.BASE ?? 'http://localhost:5055'
const paths = (process.env.PATHS ?? '/,/products,/products/1,/products/999,/blog,/blog/mango-season-is-here,/about,/contact,/faq,/shipping,/returns,/help/twitter,/nope,/sign-in,/checkout,/products?category=honey').split(',')
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  const messages = []
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text().slice(0, Number(process.env.MSGLEN ?? 300))}`) })
  page.on('pageerror', (e) => messages.push('pageerror: ' + e.message.slice(0, Number(process.env.MSGLEN ?? 300))))
  for (const p of paths) {
    messages.length = 0
    await page.goto(base + p, { waitUntil: 'networkidle' })
    await page.waitForTimeout(300)
    const h1 = await page.locator('h1').first().textContent().catch(() => '-')
    console.log(width, p, JSON.stringify(h1), messages.length ? messages : 'ok')
  }
  await page.close()
}
await browser.close()
