import { expect, test, type Page } from '@playwright/test'

interface PublicPage {
  path: string
  heading: string
}

/** The public pages with the heading each shows, read from the API like a visitor would see them. */
async function publicPages(page: Page): Promise<PublicPage[]> {
  const products = (await (await page.request.get('/api/products')).json()) as {
    id: number
    name: string
  }[]
  const posts = (await (await page.request.get('/api/blog')).json()) as {
    slug: string
    title: string
  }[]
  return [
    { path: '/', heading: 'Sun-Ripened on the Florida Coast' },
    { path: '/products', heading: 'From Our Grove to Your Table' },
    { path: `/products/${products[0]!.id}`, heading: products[0]!.name },
    { path: '/about', heading: 'About Groveside Farm' },
    { path: '/blog', heading: 'Stories from the Grove' },
    { path: `/blog/${posts[0]!.slug}`, heading: posts[0]!.title },
    { path: '/contact', heading: 'Get in Touch' },
    { path: '/faq', heading: 'Frequently Asked Questions' },
    { path: '/shipping', heading: 'Shipping Information' },
    { path: '/returns', heading: 'Return Policy' },
    { path: '/help/twitter', heading: 'Twitter API Setup Guide' },
  ]
}

test.describe('Server-rendered pages', () => {
  test('every public page reads without JavaScript: header, content and footer', async ({
    browser,
    page,
  }) => {
    const pages = await publicPages(page)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const noScript = await context.newPage()
    for (const { path, heading } of pages) {
      const response = await noScript.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(noScript.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(noScript.getByRole('banner').getByText('Groveside Farm')).toBeVisible()
      await expect(noScript.getByRole('contentinfo')).toContainText('Customer Care')
    }
    // Links work without the app (a tap on a button is held until it runs: early-taps.spec.ts).
    await noScript.goto(pages[2]!.path)
    await noScript.getByRole('main').getByRole('link', { name: 'Products' }).click()
    await expect(noScript).toHaveURL(/\/products$/)
    await context.close()
  })

  for (const width of [390, 1280]) {
    test(`every public page hydrates without an error at ${width} px`, async ({ page }) => {
      // Every public page, each until its network is quiet: more than 30 s on a busy CI machine.
      test.slow()
      await page.setViewportSize({ width, height: 844 })
      const pages = await publicPages(page)
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
      for (const { path, heading } of pages) {
        await page.goto(path, { waitUntil: 'networkidle' })
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      }
      expect(problems).toEqual([])
    })
  }

  test('a server-rendered product page answers clicks once hydrated', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const [first] = await publicPages(page).then((pages) =>
      pages.filter((p) => /^\/products\/\d+$/.test(p.path)),
    )
    await page.goto(first!.path)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})
