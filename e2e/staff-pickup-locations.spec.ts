import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll, viewportOf } from './support/layout'
import { signInAsOwner, signedInOwner } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * Pickup locations (issue 26): the owner opens /admin/pickup from the back office's sidebar,
 * adds a location with a weekly window and a closed date, changes the window's orders per date
 * and sees checkout's windows follow (GET /api/pickup-windows), switches the location off, then
 * deletes it. A location with windows makes checkout ask Farm Pickup orders for a window, so this
 * spec runs with the shop-changing specs (playwright.config.ts) and always deletes its location.
 */

interface PickupChoice {
  locationName: string
  date: string
  startsAt: string
  endsAt: string
  state: string
  placesLeft: number
  closedReason: string | null
}

/** The windows checkout offers at `name`, as any visitor gets them. */
async function choicesAt(request: APIRequestContext, name: string) {
  const response = await request.get('/api/pickup-windows')
  expect(response.status()).toBe(200)
  const { choices } = (await response.json()) as { choices: PickupChoice[] }
  return choices.filter((choice) => choice.locationName === name)
}

async function openFromSidebar(page: Page, width: number) {
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
  let menu = page.getByRole('navigation', { name: 'Back office' })
  if (width === 390) {
    await page.getByRole('button', { name: 'Open the back office menu' }).click()
    menu = page.getByRole('dialog', { name: 'Back office menu' })
  }
  await menu.getByRole('link', { name: 'Pickup locations' }).click()
  await expect(page).toHaveURL(/\/admin\/pickup$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pickup Locations' })).toBeVisible()
}

async function deleteLocationNamed(owner: APIRequestContext, name: string) {
  const locations = (await (await owner.get('/api/admin/pickup-locations')).json()) as {
    id: number
    name: string
  }[]
  for (const location of locations.filter((each) => each.name === name)) {
    await owner.delete(`/api/admin/pickup-locations/${location.id}`)
  }
}

for (const width of [1280, 390]) {
  test(`staff add a pickup location, change its window, switch it off and delete it (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    test.slow()
    await page.setViewportSize(viewportOf(width))
    const name = `Dock Pickup ${width} ${Date.now()}`
    const owner = await signedInOwner(baseURL!)
    try {
      await signInAsOwner(page)
      await openFromSidebar(page, width)

      // ---- add: a Sunday morning window and a closed Christmas Day
      await page.getByRole('button', { name: 'Add Location' }).first().click()
      const form = page.getByRole('dialog', { name: 'Add Pickup Location' })
      await form.getByLabel('Name').fill(name)
      await form.getByLabel('Address').fill('2 Dock Street, Sebastian, FL 32958')
      await form.getByRole('button', { name: 'Add window' }).click()
      const window = form.getByRole('group', { name: 'Window 1' })
      await window.getByRole('combobox', { name: 'Weekday' }).click()
      await page.getByRole('option', { name: 'Sunday' }).click()
      await window.getByLabel('Opens at').fill('08:30')
      await window.getByLabel('Closes at').fill('11:00')
      await window.getByLabel('Orders per window').fill('6')
      await form.getByRole('button', { name: 'Add closed date' }).click()
      const closed = form.getByRole('group', { name: 'Closed date 1' })
      await closed.getByLabel('Date').fill('2030-12-25')
      await closed.getByLabel('Reason (optional)').fill('Christmas Day')
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
      await form.getByRole('button', { name: 'Add Location' }).click()
      await expect(toastTitle(page, 'Pickup location added')).toBeVisible()
      await expect(form).toHaveCount(0)

      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
      await expect(card.getByTestId('pickup-windows')).toContainText(
        'Sunday 8:30 AM – 11:00 AM · 6 orders · orders close 12 h before',
      )
      await expect(card.getByTestId('pickup-closed-dates')).toContainText(
        'Wed, Dec 25 · Christmas Day',
      )
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)

      // ---- edit: the dialog opens with the values; a bigger cap reaches checkout's windows
      await card.getByRole('button', { name: `Edit ${name}` }).click()
      const edit = page.getByRole('dialog', { name: 'Edit Pickup Location' })
      await expect(edit.getByLabel('Name')).toHaveValue(name)
      const saved = edit.getByRole('group', { name: 'Window 1' })
      await expect(saved.getByRole('combobox', { name: 'Weekday' })).toHaveText('Sunday')
      await expect(saved.getByLabel('Opens at')).toHaveValue('08:30')
      await expect(saved.getByLabel('Orders per window')).toHaveValue('6')
      await saved.getByLabel('Orders per window').fill('15')
      await edit.getByRole('button', { name: 'Save Changes' }).click()
      await expect(toastTitle(page, 'Pickup location updated')).toBeVisible()
      await expect(card.getByTestId('pickup-windows')).toContainText(
        'Sunday 8:30 AM – 11:00 AM · 15 orders',
      )

      // Two Sundays in the next 14 farm days, each with the window's hours and its 15 places.
      const offered = await choicesAt(page.request, name)
      expect(offered).toHaveLength(2)
      for (const choice of offered) {
        expect(choice).toMatchObject({ startsAt: '08:30', endsAt: '11:00', placesLeft: 15 })
      }

      // ---- switched off, checkout offers none of its windows
      await card.getByRole('switch', { name: `Active: ${name}` }).click()
      await expect(toastTitle(page, 'Pickup location switched off')).toBeVisible()
      await expect(card.getByText('Inactive')).toBeVisible()
      expect(await choicesAt(page.request, name)).toEqual([])

      // ---- delete asks first
      await card.getByRole('button', { name: `Delete ${name}` }).click()
      const confirm = page.getByRole('alertdialog', {
        name: 'Are you sure you want to delete this pickup location?',
      })
      await expectNoAxeViolations(page)
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(toastTitle(page, 'Pickup location deleted')).toBeVisible()
      await expect(page.getByRole('heading', { name })).toHaveCount(0)
    } finally {
      // Checkout asks every Farm Pickup order for a window while a location has one.
      await deleteLocationNamed(owner, name)
      await owner.dispose()
    }
  })
}
