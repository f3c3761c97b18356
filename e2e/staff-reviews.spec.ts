import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { signInAsOwner } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * The dashboard's Reviews tab (spec 3 §2, decision 0043): a visitor's review (not a Verified
 * Purchase) waits there; staff approve it (it shows on the product page), hide it (it leaves the
 * page), show it again, and delete it through the confirm dialog.
 */

test('staff approve, hide, show and delete a review from the Reviews tab', async ({ page }) => {
  test.slow() // two pages, four moderation steps and two accessibility checks
  const products = (await (await page.request.get('/api/products')).json()) as {
    id: number
    name: string
  }[]
  const grapes = products.find((product) => product.name === 'Muscadine Grapes')!
  const comment = `Thick skins, wild flavour ${Date.now()}`
  const posted = await page.request.post(`/api/products/${grapes.id}/reviews`, {
    data: { customerName: 'Robin Taster', customerEmail: 'robin@example.com', rating: 2, comment },
  })
  expect(posted.status(), await posted.text()).toBe(201)
  expect(await posted.json()).toMatchObject({ awaitingApproval: true })

  // Until staff approve it, the shop does not show it.
  const shopper = await page.context().newPage()
  await shopper.goto(`/products/${grapes.id}`)
  await expect(shopper.getByRole('heading', { name: 'Muscadine Grapes', level: 1 })).toBeVisible()
  await expect(shopper.getByText(comment)).toHaveCount(0)

  await signInAsOwner(page)
  await page.goto('/staff-dashboard?tab=reviews')
  const row = page.getByTestId('staff-review').filter({ hasText: comment })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Muscadine Grapes')
  await expect(row).toContainText('Robin Taster')
  await expect(row.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible()
  await expect(row.getByTestId('review-awaiting-approval')).toHaveText('Awaiting approval')
  await page
    .getByRole('group', { name: 'Filter reviews' })
    .getByRole('button', { name: /^Awaiting approval/ })
    .click()
  await expect(row).toBeVisible()
  await expectNoAxeViolations(page)

  await row.getByRole('button', { name: 'Approve: Review of Muscadine Grapes' }).click()
  await expect(toastTitle(page, 'Review Approved')).toBeVisible()
  await expect(row).toHaveCount(0) // it left the Awaiting approval filter
  await shopper.reload()
  await expect(shopper.getByText(comment)).toBeVisible()
  await page
    .getByRole('group', { name: 'Filter reviews' })
    .getByRole('button', { name: /^All/ })
    .click()
  await expect(row.getByTestId('review-awaiting-approval')).toHaveCount(0)

  await row.getByRole('button', { name: 'Hide: Review of Muscadine Grapes' }).click()
  await expect(toastTitle(page, 'Review Hidden')).toBeVisible()
  await expect(row.getByTestId('review-hidden')).toBeVisible()
  await page
    .getByRole('group', { name: 'Filter reviews' })
    .getByRole('button', { name: /^Hidden/ })
    .click()
  await expect(row).toBeVisible()

  await shopper.reload()
  await expect(shopper.getByRole('heading', { name: 'Muscadine Grapes', level: 1 })).toBeVisible()
  await expect(shopper.getByText(comment)).toHaveCount(0)

  await row.getByRole('button', { name: 'Show: Review of Muscadine Grapes' }).click()
  await expect(toastTitle(page, 'Review Shown')).toBeVisible()
  await expect(row).toHaveCount(0) // it left the Hidden filter
  await shopper.reload()
  await expect(shopper.getByText(comment)).toBeVisible()
  await shopper.close()

  await page
    .getByRole('group', { name: 'Filter reviews' })
    .getByRole('button', { name: /^All/ })
    .click()
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoSideScroll(page, 390)
  await row.getByRole('button', { name: 'Delete: Review of Muscadine Grapes' }).click()
  const question = page.getByRole('alertdialog', { name: 'Delete this review?' })
  await expect(question).toBeVisible()
  await expectNoAxeViolations(page)
  await question.getByRole('button', { name: 'Delete' }).click()
  await expect(toastTitle(page, 'Review Deleted')).toBeVisible()
  await expect(row).toHaveCount(0)
})
