import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll, viewportOf } from './support/layout'
import { signInAsOwner, signedInOwner } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * Farm settings (issue 25): the owner changes the Saturday hours and the phone on
 * /admin/settings, and the public pages show them at once: the contact page's Farm Information,
 * the footer on every page, and the server-rendered page with its LocalBusiness JSON-LD. Other
 * specs read the demo farm's details: this one runs with the shop-changing specs
 * (playwright.config.ts), one width after the other, and puts the settings back in `finally`.
 */

test.describe.configure({ mode: 'serial' })

const cases = [
  { width: 1280, phone: '(772) 555-0128', closes: '13:00', second: ['14:00', '18:00'] },
  { width: 390, phone: '(772) 555-0390', closes: '12:30', second: ['13:30', '17:30'] },
] as const

const day = (page: Page, name: string) => page.getByRole('group', { name, exact: true })

for (const { width, phone, closes, second } of cases) {
  test(`the owner changes Saturday's hours and the phone; the shop shows them (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    test.slow()
    await page.setViewportSize(viewportOf(width))
    const owner = await signedInOwner(baseURL!)
    const original = await (await owner.get('/api/farm-settings')).json()
    try {
      await signInAsOwner(page)
      await page.goto('/admin/settings')
      await expect(page.getByRole('heading', { level: 1, name: 'Farm settings' })).toBeVisible()
      const form = page.getByRole('form', { name: 'Farm settings' })
      await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(
        '(555) 274-6264',
      )
      const saturday = day(page, 'Saturday')
      await expect(saturday.getByRole('switch', { name: 'Open on Saturday' })).toBeChecked()
      await expect(saturday.getByLabel('Opens on Saturday', { exact: true })).toHaveValue('08:00')
      if (width === 390) await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)

      // A closing time before the opening one is refused under the field, nothing saved.
      await saturday.getByLabel('Closes on Saturday', { exact: true }).fill('07:00')
      await form.getByRole('button', { name: 'Save settings' }).click()
      await expect(saturday.getByText('Closing time must be after the opening time')).toBeVisible()

      // Saturday: a morning and an afternoon; a new phone.
      await saturday.getByLabel('Closes on Saturday', { exact: true }).fill(closes)
      await saturday.getByRole('button', { name: 'Add hours on Saturday' }).click()
      await saturday.getByLabel('Opens on Saturday, hours 2').fill(second[0])
      await saturday.getByLabel('Closes on Saturday, hours 2').fill(second[1])
      await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone)
      if (width === 390) await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
      await form.getByRole('button', { name: 'Save settings' }).click()
      await expect(toastTitle(page, 'Farm settings saved')).toBeVisible()

      const saved = await (await owner.get('/api/farm-settings')).json()
      expect(saved.phone).toBe(phone)
      expect(saved.hours.saturday).toEqual([
        { from: '08:00', to: closes },
        { from: second[0], to: second[1] },
      ])
      const saturdayLine = saved.display.hours.find(
        (line: { days: string }) => line.days === 'Sat',
      ) as { hours: string }
      expect(saturdayLine.hours).toMatch(
        /^8:00 AM – \d{1,2}:\d\d PM, \d{1,2}:\d\d PM – \d{1,2}:\d\d PM$/,
      )

      // The public contact page and the footer show them (a visitor, not signed in).
      const visitor = await page
        .context()
        .browser()!
        .newContext({
          baseURL,
          viewport: { width, height: width === 390 ? 844 : 800 },
        })
      const contact = await visitor.newPage()
      await contact.goto('/contact')
      const info = contact.getByRole('region', { name: 'Farm Information' })
      await expect(info.getByRole('link', { name: phone })).toBeVisible()
      await expect(info).toContainText(`Sat ${saturdayLine.hours}`)
      await expect(info).toContainText('Thu, Fri, Sun 8:00 AM – 4:00 PM')
      const footer = contact.getByRole('contentinfo')
      await expect(footer.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/[^\d+]/g, '')}`,
      )
      if (width === 390) await expectNoSideScroll(contact, width)
      await expectNoAxeViolations(contact)

      // The server-rendered page says so too, in its markup and its LocalBusiness JSON-LD.
      const html = await (await visitor.request.get('/contact')).text()
      expect(html).toContain(phone)
      expect(html).toContain(`"telephone":"${phone}"`)
      expect(html).toContain(`"opens":"${second[0]}"`)
      await visitor.close()
    } finally {
      const { display: _display, ...settings } = original as Record<string, unknown>
      const restored = await owner.put('/api/admin/farm-settings', { data: settings })
      expect(restored.status(), await restored.text()).toBe(200)
      await owner.dispose()
    }
  })
}
