import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { signedInOwner, signInAsOwner, waitForEmail } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * Farm reminders (spec 3 "Farm reminder system", /reminders): staff create a reminder (choosing its
 * type: none is preselected), send it at once and find the e-mail in the outbox, edit it, switch it
 * off and delete it; the Farm Status tab tells how long ago the blog last had a post.
 */

test('staff create a reminder, trigger it, find it in the outbox, edit it, switch it off and delete it', async ({
  page,
  baseURL,
}) => {
  test.slow()
  const owner = await signedInOwner(baseURL!)
  const stamp = Date.now()
  const title = `Check the bee hives ${stamp}`
  const email = `reminder.${stamp}@example.com`

  await signInAsOwner(page)
  await page.goto('/reminders')
  await expect(page.getByRole('heading', { level: 1, name: 'Farm Reminders' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Active Reminders', selected: true })).toBeVisible()
  await page.getByRole('button', { name: 'New Reminder' }).click()
  const dialog = page.getByRole('dialog', { name: 'New Reminder' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Description').fill('Look for swarm cells in the two south hives.')
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('Choose a type')
  await dialog.getByRole('button', { name: 'Create Reminder' }).click()
  await expect(dialog.getByText('Type is required')).toBeVisible()
  await dialog.getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: 'General' }).click()
  await dialog.getByLabel('Recipient e-mail').fill(email)
  await dialog.getByRole('button', { name: 'Create Reminder' }).click()
  await expect(toastTitle(page, 'Reminder created successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  const card = page.getByTestId('reminder-card').filter({ hasText: title })
  await expect(card).toBeVisible()
  await expect(card.getByText('Weekly')).toBeVisible()
  await expect(card.getByTestId('reminder-next')).toContainText('8:00 AM')
  await expect(card.getByText('Not sent yet.')).toBeVisible()

  await card.getByRole('button', { name: `Trigger now: ${title}` }).click()
  await expect(toastTitle(page, 'Reminder triggered successfully')).toBeVisible()
  const mail = await waitForEmail(owner, email, new RegExp(`^Reminder: ${title}$`))
  expect(mail.text).toContain('Look for swarm cells in the two south hives.')
  expect(mail.text).toContain('Repeats: Weekly')
  // The card follows the sending from queued to sent.
  await expect(card.getByTestId('reminder-log').first()).toContainText('E-mail sent')

  // Edit: the dialog opens with the reminder's values; the card shows the change.
  await card.getByRole('button', { name: `Edit ${title}` }).click()
  const editor = page.getByRole('dialog', { name: 'Edit Reminder' })
  await expect(editor.getByLabel('Title')).toHaveValue(title)
  await expect(editor.getByRole('combobox', { name: 'Type' })).toHaveText('General')
  await expect(editor.getByLabel('Recipient e-mail')).toHaveValue(email)
  await editor.getByLabel('Description').fill('Swarm cells, and add a super to the north hive.')
  await editor.getByRole('combobox', { name: 'Frequency' }).click()
  await page.getByRole('option', { name: 'Daily' }).click()
  await editor.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toastTitle(page, 'Reminder updated successfully')).toBeVisible()
  await expect(editor).toBeHidden()
  await expect(card.getByText('Swarm cells, and add a super to the north hive.')).toBeVisible()
  await expect(card.getByText('Daily')).toBeVisible()
  await expect(card.getByTestId('reminder-next')).toContainText('8:00 AM')

  await card.getByRole('switch', { name: `Active: ${title}` }).click()
  await expect(toastTitle(page, 'Reminder updated successfully')).toBeVisible()
  await expect(card.getByText('Inactive')).toBeVisible()
  await expect(card.getByRole('switch', { name: `Active: ${title}` })).not.toBeChecked()

  await card.getByRole('button', { name: `Delete ${title}` }).click()
  const question = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this reminder?',
  })
  await question.getByRole('button', { name: 'Delete' }).click()
  await expect(toastTitle(page, 'Reminder deleted successfully')).toBeVisible()
  await expect(card).toHaveCount(0)
  const left = (await (await owner.get('/api/admin/reminders')).json()) as { title: string }[]
  expect(left.some((reminder) => reminder.title === title)).toBe(false)
  await owner.dispose()
})

test("the Farm Status tab tells the blog's last post and whether a new one is overdue", async ({
  page,
  baseURL,
}) => {
  const owner = await signedInOwner(baseURL!)
  const status = (await (await owner.get('/api/admin/blog-status')).json()) as {
    lastPostTitle: string | null
    daysSinceLastPost: number | null
  }
  await owner.dispose()

  await signInAsOwner(page)
  await page.goto('/reminders')
  await page.getByRole('tab', { name: 'Farm Status' }).click()
  await expect(page).toHaveURL(/\/reminders\?tab=status$/)
  await expect(page.getByRole('heading', { name: 'Blog Post Status' })).toBeVisible()
  expect(status.lastPostTitle).not.toBeNull()
  const days = status.daysSinceLastPost!
  await expect(page.getByTestId('blog-days-since')).toHaveText(
    days === 1 ? '1 day' : `${days} days`,
  )
  await expect(page.getByText(status.lastPostTitle!)).toBeVisible()
  await expect(page.getByText('Overdue for new blog post!')).toHaveCount(days >= 7 ? 1 : 0)

  // The tab is in the address: a reload keeps it.
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Farm Status', selected: true })).toBeVisible()
})

for (const width of [390, 1280]) {
  test(`the reminder screen is accessible and fits at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInAsOwner(page)
    await page.goto('/reminders')
    await expect(page.getByTestId('reminder-card').first()).toBeVisible()
    await expect(page.getByText('Not scheduled').first()).toBeVisible()
    await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'New Reminder' }).click()
    const dialog = page.getByRole('dialog', { name: 'New Reminder' })
    await dialog.getByRole('combobox', { name: 'Frequency' }).click()
    await page.getByRole('option', { name: 'Custom (every few days)' }).click()
    await expect(dialog.getByLabel('Every how many days')).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, width)
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    const first = page.getByTestId('reminder-card').first()
    await first.getByRole('button', { name: /^Edit / }).click()
    const editor = page.getByRole('dialog', { name: 'Edit Reminder' })
    await expect(editor.getByLabel('Title')).not.toHaveValue('')
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, width)
    await editor.getByRole('button', { name: 'Cancel' }).click()

    await page.goto('/reminders?tab=status')
    await expect(page.getByTestId('blog-days-since')).toBeVisible()
    await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)
  })
}
