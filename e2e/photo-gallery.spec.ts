import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { jpegPhoto } from './support/photo'
import { signInAsOwner } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * Photo gallery (spec 2 "Photo Gallery", spec 3 §2 "Photo gallery admin"): staff add a photo with
 * an uploaded picture in the Photo Gallery Manager, a visitor finds it by search on /photo-gallery
 * and opens it in the lightbox, and staff delete it after the question. The photo is this test's
 * own; the demo photos are untouched.
 */

test('staff add a photo that visitors find and open in the lightbox; staff delete it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  const stamp = Date.now()
  const title = `Grafting day ${stamp}`
  await signInAsOwner(page)
  await page.goto('/admin/photo-gallery')
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery Manager' })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'First Haden picking of the season' }),
  ).toBeVisible()
  const total = Number(await page.getByTestId('gallery-stat-total').textContent())
  expect(total).toBeGreaterThan(0)
  await expectNoAxeViolations(page)

  // ---- the spec's messages first, nothing saved
  await page.getByRole('button', { name: 'Add Photo' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add New Photo' })
  await form.getByRole('button', { name: 'Add Photo' }).click()
  await expect(form.getByText('Title is required')).toBeVisible()
  await expect(form.getByText('Image URL is required')).toBeVisible()
  await expectNoAxeViolations(page)

  await form.getByLabel('Title').fill(title)
  await form
    .getByLabel('Description')
    .fill('Cleft grafts on young mango rootstock, in the shade house.')
  await form.getByLabel('Upload image').setInputFiles({
    name: 'grafting.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegPhoto(),
  })
  await expect(toastTitle(page, 'Upload Successful')).toBeVisible()
  await expect(form.getByLabel('Image URL')).toHaveValue(
    /^\/uploads\/images\/[a-f0-9]+\/\d+x\d+\.webp$/,
  )
  await form.getByRole('combobox', { name: 'Category' }).click()
  await page.getByRole('option', { name: 'Tours' }).click()
  await form.getByLabel('Tags').fill('grafting, mango, shade house')
  await form.getByRole('button', { name: 'Add Photo' }).click()
  await expect(toastTitle(page, 'Photo Added')).toBeVisible()
  await expect(form).toHaveCount(0)
  const card = page.getByTestId('gallery-admin-card').filter({ hasText: title })
  await expect(card).toContainText('Tours')
  await expect(card).toContainText('#grafting')
  await expect(card).toContainText('+1')
  await expect(page.getByTestId('gallery-stat-total')).toHaveText(String(total + 1))

  // ---- a visitor finds it by a tag and opens it in the lightbox
  const visitor = await browser.newContext({ baseURL })
  const guest = await visitor.newPage()
  await guest.goto('/photo-gallery')
  await expect(guest.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible()
  await expect(guest.getByRole('region', { name: 'Featured Photos' })).toBeVisible()
  await expectNoAxeViolations(guest)
  const search = guest.getByRole('searchbox', { name: 'Search photos' })
  await search.fill('shade house')
  await expect(guest.getByTestId('photo-card')).toHaveCount(1)
  await guest.getByRole('button', { name: title }).click()
  const lightbox = guest.getByRole('dialog', { name: title })
  await expect(lightbox).toContainText('Cleft grafts on young mango rootstock')
  await expect(lightbox).toContainText('#shade house')
  await expect(lightbox).toContainText('Tours')
  await expect(lightbox.locator('img')).toHaveAttribute('src', /^\/uploads\/images\//)
  await expectNoAxeViolations(guest)
  await guest.keyboard.press('Escape')
  await expect(lightbox).toHaveCount(0)
  await search.fill(`no such photo ${stamp}`)
  await expect(guest.getByRole('heading', { name: 'No photos found' })).toBeVisible()
  await visitor.close()

  // ---- delete asks first
  await card.getByRole('button', { name: `Delete ${title}` }).click()
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this photo?',
  })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toastTitle(page, 'Photo Deleted')).toBeVisible()
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0)
  await expect(page.getByTestId('gallery-stat-total')).toHaveText(String(total))
})

test('the gallery, its lightbox and the Photo Gallery Manager read well on a phone', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/photo-gallery')
  await expect(page.getByRole('region', { name: 'Featured Photos' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSideScroll(page, 390)
  await page.getByRole('button', { name: 'The grove at sunrise' }).first().click()
  const lightbox = page.getByRole('dialog', { name: 'The grove at sunrise' })
  await expect(lightbox).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('dialog')).not.toHaveAccessibleName('The grove at sunrise')
  await expectNoAxeViolations(page)
  await expectNoSideScroll(page, 390)
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await signInAsOwner(page)
  await page.goto('/photo-gallery-admin')
  await expect(page.getByRole('heading', { name: 'Checking the hives' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSideScroll(page, 390)
  await page.getByRole('button', { name: 'Edit Checking the hives' }).click()
  const form = page.getByRole('dialog', { name: 'Edit Photo' })
  await expect(form.getByLabel('Title')).toHaveValue('Checking the hives')
  await expect(form.getByLabel('Tags')).toHaveValue('bees, honey, hives')
  await expectNoAxeViolations(page)
  await expectNoSideScroll(page, 390)
})
