import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { pagePaths } from '#contracts/all-pages'
import { expectNoAxeViolations } from './support/axe'
import { ownerCredentials, signedInOwner, signInLinkIn, waitForEmail } from './support/staff'

const built = pagePaths as readonly string[]
const signInSubject = /^Your Groveside sign-in link$/

// One owner API client per worker: staff logins from one address are rate limited.
let owner: APIRequestContext
test.beforeAll(async ({ baseURL }) => {
  owner = await signedInOwner(baseURL!)
})
test.afterAll(async () => {
  await owner.dispose()
})

let addressCount = 0
const newAddress = () =>
  `shopper-${Date.now()}-${addressCount++}-${test.info().workerIndex}@example.com`

/** Asks for a sign-in link on /sign-in and answers the link from the outbox. */
async function requestSignInLink(page: Page, email: string): Promise<string> {
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  const message = await waitForEmail(owner, email, signInSubject)
  return signInLinkIn(message)
}

const header = (page: Page) => page.getByRole('banner')

/**
 * Opens a page and waits for its screen (its main heading): until then the app shows its loading
 * shell, whose header is replaced when the screen arrives (a menu opened in it would close).
 */
async function gotoReady(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
}
const toast = (page: Page, title: string) =>
  page.locator('[data-slot="toast"]').filter({ has: page.getByText(title, { exact: true }) })

async function openStaffDialog(page: Page) {
  await header(page).getByRole('button', { name: 'Staff login' }).click()
  const dialog = page.getByRole('dialog', { name: 'Staff Login' })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('Signing in', () => {
  test('a customer signs in with the e-mailed link, is greeted, and signs out', async ({
    page,
  }) => {
    const email = newAddress()
    await page.goto('/')
    await header(page).getByRole('link', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/sign-in$/)

    const link = await requestSignInLink(page, email)
    await page.goto(link)
    // Opening the link does not sign in by itself (mail scanners open links too).
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
    await page.getByRole('button', { name: 'Sign in to Groveside' }).click()

    await expect(page).toHaveURL(/\/$/)
    await expect(header(page).getByText(`Hi, ${email}`)).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0)

    await page.setViewportSize({ width: 390, height: 844 })
    await header(page).getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByText(`Signed in as ${email}`)).toBeVisible()
    await menu.getByRole('button', { name: 'Sign Out' }).click()
    await expect(menu).toBeHidden()

    await header(page).getByRole('button', { name: 'Open menu' }).click()
    await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login')
    await expect(menu.getByText(/Signed in as/)).toHaveCount(0)
    await page.keyboard.press('Escape')

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
    // The session is really gone on the server.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401)
  })

  test('a used sign-in link shows the error and the way back', async ({ page, browser }) => {
    const email = newAddress()
    await page.goto('/sign-in')
    const link = await requestSignInLink(page, email)
    // The link is used once, on another device.
    const otherDevice = await browser.newContext()
    const other = await otherDevice.newPage()
    await other.goto(link)
    await other.getByRole('button', { name: 'Sign in to Groveside' }).click()
    await expect(header(other).getByText(`Hi, ${email}`)).toBeVisible()
    await otherDevice.close()

    await page.goto(link)
    await page.getByRole('button', { name: 'Sign in to Groveside' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'This sign-in link has expired or has already been used.',
    )
    await page.getByRole('link', { name: 'Get a New Sign-In Link' }).click()
    await expect(page).toHaveURL(/\/sign-in$/)
    await expect(page.getByLabel('E-mail')).toBeVisible()
  })

  test('staff log in through the header dialog, use the Admin menu and log out', async ({
    page,
  }) => {
    await gotoReady(page, '/')
    let dialog = await openStaffDialog(page)
    await dialog.getByLabel('E-mail').fill(ownerCredentials.email)
    await dialog.getByLabel('Password').fill('not-the-password')
    await dialog.getByRole('button', { name: 'Login' }).click()
    await expect(toast(page, 'Login Failed')).toContainText('Incorrect password')
    await expect(header(page).getByRole('button', { name: 'Admin' })).toHaveCount(0)

    await dialog.getByLabel('Password').fill(ownerCredentials.password)
    await dialog.getByRole('button', { name: 'Login' }).click()
    await expect(toast(page, 'Login Successful')).toBeVisible()
    await expect(dialog).toBeHidden()

    const adminButton = header(page).getByRole('button', { name: 'Admin' })
    await expect(adminButton).toBeVisible()
    await expect(header(page).getByRole('button', { name: 'Staff login' })).toHaveCount(0)
    await adminButton.click()
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    const blogComments = menu.getByRole('menuitem', { name: /Blog Comments/ })
    if (built.includes('/admin/blog/comments')) {
      const { pending } = (await (
        await owner.get('/api/admin/blog/comments/pending-count')
      ).json()) as {
        pending: number
      }
      await expect(blogComments).toContainText(`${pending} pending`)
    } else {
      await expect(blogComments).toHaveCount(0)
    }
    await menu.getByRole('menuitem', { name: 'Logout' }).click()

    await expect(adminButton).toHaveCount(0)
    await expect(header(page).getByRole('button', { name: 'Staff login' })).toBeVisible()
    expect((await page.request.get('/api/staff/me')).status()).toBe(401)

    // Reloading keeps the staff session gone.
    await page.reload()
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(header(page).getByRole('button', { name: 'Staff login' })).toBeVisible()
    dialog = page.getByRole('dialog', { name: 'Staff Login' })
    await expect(dialog).toHaveCount(0)
  })

  test('a staff screen without a staff session asks for the staff login first', async ({
    page,
  }) => {
    await page.goto('/admin/blog/comments')
    if (!built.includes('/admin/blog/comments')) {
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
      return
    }
    const dialog = page.getByRole('dialog', { name: 'Staff Login' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('heading', { name: 'Staff sign-in required' })).toBeVisible()
    await page.getByRole('main').getByRole('button', { name: 'Staff Login', exact: true }).click()
    await dialog.getByLabel('E-mail').fill(ownerCredentials.email)
    await dialog.getByLabel('Password').fill(ownerCredentials.password)
    await dialog.getByRole('button', { name: 'Login' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Staff sign-in required' })).toHaveCount(0)
    // The staff screen shows in the back office's own frame.
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible()
  })
})

test.describe('Who is signed in, without error noise', () => {
  /** Records console errors and every answer of 401 or 403 while a page is used. */
  function watchForNoise(page: Page) {
    const noise: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') noise.push(`console: ${message.text()}`)
    })
    page.on('pageerror', (error) => noise.push(`page error: ${error.message}`))
    page.on('response', (response) => {
      if ([401, 403].includes(response.status()))
        noise.push(`${response.status()} ${new URL(response.url()).pathname}`)
    })
    return noise
  }
  const sessionAnswers = (page: Page) => {
    const answers: number[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/session') answers.push(response.status())
    })
    return answers
  }

  for (const path of ['/', '/products']) {
    test(`a signed-out visitor's ${path} logs no error and meets no 401 or 403`, async ({
      page,
    }) => {
      const noise = watchForNoise(page)
      await gotoReady(page, path)
      await page.waitForLoadState('networkidle')
      await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
      expect(noise).toEqual([])
    })
  }

  test('a visitor whose "signed in" hint outlived the session meets no 401 either', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'groveside_signed_in', value: '1', url: baseURL! }])
    const noise = watchForNoise(page)
    const answers = sessionAnswers(page)
    await gotoReady(page, '/')
    await page.waitForLoadState('networkidle')
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
    expect(answers).toEqual([200])
    expect(noise).toEqual([])
    // The server dropped the stale hint, so the next page asks nothing.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      'groveside_signed_in',
    )
  })

  test('a signed-in customer and a staff member are told who they are by one 200', async ({
    page,
  }) => {
    const email = newAddress()
    await page.goto('/sign-in')
    await page.goto(await requestSignInLink(page, email))
    await page.getByRole('button', { name: 'Sign in to Groveside' }).click()
    await expect(header(page).getByText(`Hi, ${email}`)).toBeVisible()

    const noise = watchForNoise(page)
    const answers = sessionAnswers(page)
    await gotoReady(page, '/products')
    await page.waitForLoadState('networkidle')
    await expect(header(page).getByText(`Hi, ${email}`)).toBeVisible()
    expect(answers).toEqual([200])
    expect(noise).toEqual([])

    // A staff sign-in in the same browser: still one answer, and no staff call refused.
    const login = await page.request.post('/api/staff/login', { data: ownerCredentials })
    expect(login.status()).toBe(200)
    answers.length = 0
    await gotoReady(page, '/')
    await page.waitForLoadState('networkidle')
    await expect(header(page).getByRole('button', { name: 'Admin' })).toBeVisible()
    expect(answers).toEqual([200])
    expect(noise).toEqual([])
  })
})

test.describe('Accessibility', () => {
  test('/sign-in and its check-your-inbox state have no violations at 1280 and 390 px', async ({
    page,
  }) => {
    await page.goto('/sign-in?failed=1')
    await expect(page.getByRole('alert')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoAxeViolations(page)
    await requestSignInLink(page, newAddress())
    await expectNoAxeViolations(page)
  })

  test('the header with its menus and dialogs open has no violations', async ({ page }) => {
    test.setTimeout(90_000) // five axe runs and a staff login
    await gotoReady(page, '/')
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
    await expectNoAxeViolations(page)

    const more = header(page).getByRole('button', { name: 'More' })
    if (await more.count()) {
      await more.click()
      await expect(page.getByRole('menu')).toBeVisible()
      await expectNoAxeViolations(page)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menu')).toHaveCount(0)
    }

    const dialog = await openStaffDialog(page)
    await expectNoAxeViolations(page)
    await dialog.getByLabel('E-mail').fill(ownerCredentials.email)
    await dialog.getByLabel('Password').fill(ownerCredentials.password)
    await dialog.getByRole('button', { name: 'Login' }).click()
    await expect(dialog).toBeHidden()

    await header(page).getByRole('button', { name: 'Admin' }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')

    await page.setViewportSize({ width: 390, height: 844 })
    await header(page).getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('at 390 px the header shows logo, cart and menu button without overflowing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/sign-in')
    const menuButton = header(page).getByRole('button', { name: 'Open menu' })
    await expect(menuButton).toBeVisible()
    await expect(header(page).getByRole('button', { name: /^Cart/ })).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Groveside Farm' })).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeHidden()
    await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden()
    // The loading shell's header is replaced when the screen arrives: measure until it settles.
    await expect
      .poll(async () => {
        const box = await menuButton.boundingBox()
        return box ? box.x + box.width : Number.POSITIVE_INFINITY
      })
      .toBeLessThanOrEqual(390)
    // (A string: the e2e TypeScript project has no DOM types.)
    const overflow = (await page.evaluate(
      'document.documentElement.scrollWidth - window.innerWidth',
    )) as number
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
