import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { cameraPhoto } from './support/photo'
import { toastTitle } from './support/toasts'
import { signInAsOwner } from './support/staff'

/*
 * Product Manager (spec 3 §2, §7, §8): staff add a product with a phone's camera photo (4-5 MB,
 * shrunk by the server), find it on /products with that photo, edit it (the dialog opens with its
 * values) and delete it through the confirm dialog. The product is this test's own (unique name);
 * demo products are untouched.
 */

test('staff add a product with a photo, see it in the shop, edit it and delete it', async ({
  page,
}) => {
  test.slow()
  const name = `Grove Lychee ${Date.now()}`
  await signInAsOwner(page)
  await page.goto('/product-admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Product Manager' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Wildflower Honey' })).toBeVisible()
  await expectNoAxeViolations(page)

  // ---- create, with a photo uploaded through the form
  await page.getByRole('button', { name: 'Add Product' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Product' })
  await expect(form.getByLabel('Name')).toHaveValue('')
  await form.getByRole('button', { name: 'Create Product' }).click()
  await expect(form.getByText('Please choose a category')).toBeVisible()
  await expectNoAxeViolations(page)

  await form.getByLabel('Name').fill(name)
  await form.getByRole('combobox', { name: 'Category' }).click()
  await page.getByRole('option', { name: 'Fresh Fruit' }).click()
  await form.getByLabel('Price ($)').fill('6.50')
  await form.getByLabel('Unit').fill('per lb')
  await form.getByLabel('Stock quantity').fill('25')
  await form.getByLabel('Description').fill('Sweet, floral lychees picked this morning.')
  await expect(
    form.getByText('JPEG, PNG, WebP or GIF, up to 20MB; large photos are resized'),
  ).toBeVisible()
  await form.getByLabel('Upload image').setInputFiles({
    name: 'IMG_0412.JPG',
    mimeType: 'image/jpeg',
    buffer: await cameraPhoto(),
  })
  // Shrinking a 12-megapixel photo takes a second or more on a busy machine.
  await expect(toastTitle(page, 'Image Uploaded')).toBeVisible({ timeout: 30_000 })
  const imageUrl = form.getByLabel('Image URL')
  // Upright (taken on its side) and shrunk to the widest rendition.
  await expect(imageUrl).toHaveValue(/^\/uploads\/images\/[a-f0-9]+\/1600x2133\.webp$/)
  await form.getByLabel('Featured').check()
  await form.getByLabel(/^Perishable/).check()
  await form.getByRole('button', { name: 'Create Product' }).click()
  await expect(toastTitle(page, 'Product Created')).toBeVisible()
  await expect(form).toHaveCount(0)

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect(card).toContainText('$6.50 / lb · Fresh Fruit')
  await expect(card).toContainText('25 in stock')
  await expect(card).toContainText('Featured')
  await expect(card).toContainText('Perishable')
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/images\//)

  // ---- the shop shows it with its photo
  const shop = await page.context().newPage()
  await shop.goto('/products')
  const shopCard = shop.getByTestId('product-card').filter({ hasText: name })
  await expect(shopCard).toBeVisible()
  const shopImage = shopCard.getByRole('img', { name })
  await expect(shopImage).toHaveAttribute('src', /^\/uploads\/images\//)
  await shopImage.scrollIntoViewIfNeeded()
  await expect
    .poll(() => shopImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)

  // ---- edit opens with the saved values; a change shows at once
  await card.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Product' })
  await expect(edit.getByLabel('Name')).toHaveValue(name)
  await expect(edit.getByLabel('Price ($)')).toHaveValue('6.50')
  await expect(edit.getByLabel('Unit')).toHaveValue('per lb')
  await expect(edit.getByLabel('Stock quantity')).toHaveValue('25')
  await expect(edit.getByRole('combobox', { name: 'Category' })).toHaveText('Fresh Fruit')
  await expect(edit.getByLabel('Featured')).toBeChecked()
  await expect(edit.getByLabel('In stock')).toBeChecked()
  await expect(edit.getByLabel('Image URL')).toHaveValue(/^\/uploads\/images\//)
  await edit.getByLabel('Price ($)').fill('7.25')
  await edit.getByLabel('In stock').uncheck()
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toastTitle(page, 'Product Updated')).toBeVisible()
  await expect(edit).toHaveCount(0)
  await expect(card).toContainText('$7.25')
  await expect(card).toContainText('Out of Stock')
  await shop.reload()
  await expect(shopCard).toContainText('$7.25')
  await expect(shopCard).toContainText('Out of Stock')

  // ---- delete asks first, in the spec's words; the product leaves the shop
  await card.getByRole('button', { name: `Delete ${name}` }).click()
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this product?',
  })
  await expectNoAxeViolations(page)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toastTitle(page, 'Product Deleted')).toBeVisible()
  await expect(page.getByRole('heading', { name })).toHaveCount(0)
  await shop.reload()
  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(shop.getByTestId('product-card').filter({ hasText: name })).toHaveCount(0)
})

test('the Product Manager reads well on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsOwner(page)
  await page.goto('/product-admin')
  await expect(page.getByRole('heading', { name: 'Wildflower Honey' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByRole('button', { name: 'Edit Wildflower Honey' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Product' })
  await expect(edit.getByLabel('Name')).toHaveValue('Wildflower Honey')
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
