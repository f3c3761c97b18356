import { expect, test, type Page } from '@playwright/test'

/*
 * Issue 22: a tap before the app has hydrated the page is carried out once it has (decision
 * 0046). The app's JavaScript is held back until the test releases it, so every tap below lands
 * on the server's HTML alone.
 */

/** Holds every script of the build until `release()`: the page shows its HTML, not hydrated. */
async function holdScripts(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

interface CartLine {
  quantity: number
  product: { id: number }
}

test.describe('Taps before hydration', () => {
  test('Add to Cart and the menu, tapped before the app runs, work once it does', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const products = (await (await page.request.get('/api/products')).json()) as {
      id: number
      name: string
      inStock: boolean
    }[]
    const product = products.find((each) => each.inStock)!
    const release = await holdScripts(page)
    await page.goto(`/products/${product.id}`, { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()

    const addToCart = page.getByRole('button', { name: 'Add to Cart' })
    await addToCart.click()
    // Held and shown pending, not dead.
    await expect(addToCart).toHaveAttribute('aria-busy', 'true')
    const openMenu = page.getByRole('button', { name: 'Open menu' })
    await openMenu.click()
    await expect(openMenu).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    release()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await expect(page.locator('[data-hydrating]')).toHaveCount(0)
    const cartLines = async () =>
      ((await (await page.request.get('/api/cart')).json()) as CartLine[]).map((line) => ({
        id: line.product.id,
        quantity: line.quantity,
      }))
    await expect.poll(cartLines).toEqual([{ id: product.id, quantity: 1 }])
    // Exactly once: nothing more arrives once the page is quiet.
    await page.waitForLoadState('networkidle')
    expect(await cartLines()).toEqual([{ id: product.id, quantity: 1 }])
    // Closed by its button: Escape would close the 'Added to Cart' toast instead when the toast
    // came up after the menu (the newest layer takes Escape).
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('button', { name: 'Close' }).click()
    await expect(menu).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible()
    await expect(addToCart).not.toHaveAttribute('aria-busy')
  })

  test('a newsletter sign-up typed and sent before the app runs is sent once, with its address', async ({
    page,
  }) => {
    const sent: unknown[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/newsletter/subscribe'))
        sent.push(request.postDataJSON())
    })
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('form', { name: 'Newsletter sign-up' })
    await form.getByLabel('Email address').fill('early.bird@example.com')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    // The browser did not send the form itself (no reload, no address in the URL).
    expect(new URL(page.url()).search).toBe('')

    release()
    await expect(
      page.locator('[data-slot="toast-title"]', { hasText: 'Subscribed!' }).first(),
    ).toBeVisible()
    await expect(form.getByLabel('Email address')).toHaveValue('')
    await page.waitForLoadState('networkidle')
    expect(sent).toEqual([{ email: 'early.bird@example.com', website: '' }])
  })

  test('links work as links before the app runs', async ({ page }) => {
    await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping Info' }).click()
    await expect(page).toHaveURL(/\/shipping$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Shipping Information' }),
    ).toBeVisible()
  })
})
