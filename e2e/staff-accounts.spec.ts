import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { signInAsOwner, waitForEmail } from './support/staff'
import { toastTitle } from './support/toasts'
import { uniqueEmail } from './support/unique-email'

/*
 * Staff accounts in the app (issue 25): the owner invites a person by e-mail from the back
 * office, the person opens the e-mailed link, chooses a password and is in the back office; the
 * owner disables them (their sign-in ends at once); the audit log shows both changes, filtered by
 * action. At a desk and on a phone.
 */

for (const width of [1280, 390]) {
  test(`the owner invites staff, who set a password and sign in; disabled, they are out (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow()
    const height = width === 390 ? 844 : 800
    await page.setViewportSize({ width, height })
    const email = uniqueEmail('new-staff')
    const name = `Rosa Field ${email.split('-')[2]}`

    // ---- the owner invites them from Staff accounts
    await signInAsOwner(page)
    await page.goto('/admin/staff')
    await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible()
    await expect(page.getByTestId('staff-account-row').first()).toContainText('You')
    await page.getByRole('button', { name: 'Invite staff' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite staff' })
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('E-mail').fill(email)
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveText('Staff')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Send invite' }).click()
    await expect(toastTitle(page, 'Invite sent')).toBeVisible()
    const invited = page.getByTestId('staff-account-row').filter({ hasText: email })
    await expect(invited).toContainText('Invited')
    if (width === 390) await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)

    // Inviting the same e-mail again is refused, the reason under the field.
    await page.getByRole('button', { name: 'Invite staff' }).click()
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('E-mail').fill(email)
    await dialog.getByRole('button', { name: 'Send invite' }).click()
    await expect(dialog.getByText('This person has already been invited')).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    // ---- the invite's link, from the outbox, opened by the person on their own device
    const mail = await waitForEmail(page.request, email, /invited to the Groveside back office/)
    const setPasswordLink = /https?:\/\/\S+\/staff\/set-password\?token=[\w-]+/
    expect(mail.text).toMatch(setPasswordLink)
    const link = setPasswordLink.exec(mail.text)![0]
    const person = await browser.newContext({ baseURL, viewport: { width, height } })
    const theirs = await person.newPage()
    await theirs.goto(link)
    await expect(theirs.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible()
    await expect(theirs.getByLabel('Your sign-in e-mail')).toHaveValue(email)
    await expectNoAxeViolations(theirs)
    await theirs.getByLabel('New password').fill('ripe mangos in june')
    await theirs.getByLabel('Type it again').fill('ripe mangos in june')
    await theirs.getByRole('button', { name: 'Set password and sign in' }).click()

    // ---- they are in the back office, as staff
    await expect(theirs).toHaveURL(/\/admin$/)
    await expect(theirs.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
    if (width === 390) {
      await expect(theirs.getByRole('button', { name: 'Open the back office menu' })).toBeVisible()
    } else {
      await expect(theirs.getByRole('navigation', { name: 'Back office' })).toBeVisible()
    }
    // Staff accounts are the owner's: they see who may use it.
    await theirs.goto('/admin/staff')
    await expect(
      theirs.getByRole('heading', { level: 1, name: 'Only the owner can open this' }),
    ).toBeVisible()
    // The link worked once.
    await theirs.goto(link)
    await expect(
      theirs.getByRole('heading', { level: 1, name: 'This link can’t be used' }),
    ).toBeVisible()

    // ---- the owner disables them: their sign-in ends at once
    await page.reload()
    const account = page.getByTestId('staff-account-row').filter({ hasText: email })
    await expect(account).toContainText('Active')
    await account.getByRole('button', { name: `Disable: ${name}` }).click()
    const question = page.getByRole('alertdialog', { name: `Disable ${name}?` })
    await question.getByRole('button', { name: 'Disable account' }).click()
    await expect(toastTitle(page, 'Account disabled')).toBeVisible()
    await expect(account).toContainText('Disabled')
    expect((await theirs.request.get('/api/staff/me')).status()).toBe(401)
    await theirs.goto('/admin')
    await expect(
      theirs.getByRole('heading', { level: 1, name: 'Staff sign-in required' }),
    ).toBeVisible()
    await person.close()

    // ---- the audit log, filtered by action (and the person's e-mail)
    await page.goto('/admin/audit')
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
    await page.getByLabel('Search the log').fill(email)
    await expect(page).toHaveURL(/[?&]q=/)
    await page.getByRole('combobox', { name: 'Action' }).click()
    await page.getByRole('option', { name: 'staff.disable', exact: true }).click()
    await expect(page).toHaveURL(/action=staff\.disable/)
    const rows = page.getByTestId('audit-row')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('owner@groveside.test')
    await expect(rows.first().getByTestId('audit-action')).toHaveText('staff.disable')
    await page.getByRole('combobox', { name: 'Action' }).click()
    await page.getByRole('option', { name: 'staff.invite.accept', exact: true }).click()
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(email)
    await page.getByRole('combobox', { name: 'Action' }).click()
    await page.getByRole('option', { name: 'staff.invite', exact: true }).click()
    await expect(rows).toHaveCount(1)
    await rows.first().getByText('Show details').click()
    await expect(rows.first()).toContainText(name)
    // A reload keeps the filters.
    await page.reload()
    await expect(page.getByLabel('Search the log')).toHaveValue(email)
    await expect(rows).toHaveCount(1)
    if (width === 390) await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)
  })
}
