import { expect, test, type Page } from '@playwright/test'
import type { FailedJob } from '#contracts/jobs'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { signedInOwner, signInAsOwner } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * Failed Jobs (/admin/jobs, decision 0050): staff see the jobs that failed all five attempts,
 * retry one and discard another. A real server cannot be made to fail a job on demand, so the
 * list and the two actions are answered in the browser; one test reads the real (empty) list.
 */

const emailJob: FailedJob = {
  id: '3f6c2a9e-8d4b-4c1e-9a7f-2b5d6e8f1a03',
  type: 'email.send',
  label: 'E-mail',
  error: 'SMTP 550 5.1.1: mailbox unavailable',
  attempts: 5,
  createdAt: '2026-03-02T14:00:00.000Z',
  // 10:32 AM on the farm (EST) on Monday 2 March 2026.
  failedAt: '2026-03-02T15:32:00.000Z',
  payload: {
    to: 'rosa.alvarez@example.com',
    subject: 'Your Groveside order #1042',
    text: 'Thank you for your order.',
  },
}
const reviewJob: FailedJob = {
  id: 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  type: 'reviews.request',
  label: 'Review request',
  error: 'Order 1038 could not be read: connection terminated',
  attempts: 5,
  createdAt: '2026-02-27T13:00:00.000Z',
  failedAt: '2026-02-28T18:05:00.000Z',
  payload: { orderId: 1038 },
}

/** GET /api/admin/jobs/failed's answer: one page of the jobs, and the queues that have any. */
function failedJobPage(jobs: FailedJob[]) {
  return {
    items: jobs,
    total: jobs.length,
    page: 1,
    pageSize: 25,
    types: [...new Set(jobs.map((job) => job.type))].map((type) => ({
      type,
      label: jobs.find((job) => job.type === type)!.label,
      count: jobs.filter((job) => job.type === type).length,
    })),
  }
}

/** Answers the failed-job API in the browser: the list, and Retry / Discard (204), recorded. */
async function answerJobsApi(page: Page, start: FailedJob[]) {
  let jobs = [...start]
  const writes: string[] = []
  await page.route(
    // Only the jobs API: a page routed whole loads slowly on a busy machine.
    '**/api/admin/jobs/**',
    async (route) => {
      const request = route.request()
      const { pathname } = new URL(request.url())
      if (request.method() === 'GET' && pathname === '/api/admin/jobs/failed') {
        return route.fulfill({ json: failedJobPage(jobs) })
      }
      const match = /^\/api\/admin\/jobs\/([^/]+)\/([^/]+)(\/retry)?$/.exec(pathname)
      const write = `${request.method()} ${pathname}`
      if (
        match &&
        ((request.method() === 'POST' && match[3]) || (request.method() === 'DELETE' && !match[3]))
      ) {
        writes.push(write)
        jobs = jobs.filter((job) => !(job.type === match[1] && job.id === match[2]))
        return route.fulfill({ status: 204 })
      }
      return route.fulfill({ status: 500, json: { message: `Unexpected ${write}`, code: 'test' } })
    },
  )
  return writes
}

test('staff see the failed jobs, retry one, discard the other and end on the empty state', async ({
  page,
}) => {
  // Three accessibility checks: more than the default 30 s on a busy machine.
  test.slow()
  const writes = await answerJobsApi(page, [emailJob, reviewJob])
  await signInAsOwner(page)
  await page.goto('/admin/jobs')
  await expect(page).toHaveTitle(/^Failed Jobs \|/)
  await expect(page.getByRole('heading', { level: 1, name: 'Failed Jobs' })).toBeVisible()

  const cards = page.getByTestId('failed-job-card')
  await expect(cards).toHaveCount(2)
  const email = cards.filter({ hasText: 'rosa.alvarez@example.com' })
  await expect(email.getByRole('heading', { name: 'E-mail' })).toBeVisible()
  await expect(email).toContainText('Your Groveside order #1042')
  await expect(email).toContainText('5 attempts')
  await expect(email.getByTestId('failed-job-error')).toHaveText(
    'SMTP 550 5.1.1: mailbox unavailable',
  )
  await expect(email.getByTestId('failed-job-time')).toHaveText('Mar 2, 2026, 10:32 AM')
  const review = cards.filter({ hasText: 'Order #1038' })
  await expect(review.getByRole('heading', { name: 'Review request' })).toBeVisible()
  await expect(review.getByTestId('failed-job-error')).toHaveText(
    'Order 1038 could not be read: connection terminated',
  )
  await expect(review.getByTestId('failed-job-time')).toHaveText('Feb 28, 2026, 1:05 PM')
  await expectNoAxeViolations(page)

  await email.getByRole('button', { name: /^Retry / }).click()
  await expect(toastTitle(page, 'Job queued again')).toBeVisible()
  expect(writes).toEqual([`POST /api/admin/jobs/email.send/${emailJob.id}/retry`])
  await expect(cards).toHaveCount(1)
  await expect(email).toHaveCount(0)

  await review.getByRole('button', { name: /^Discard / }).click()
  const question = page.getByRole('alertdialog', { name: 'Discard this job?' })
  await expect(question).toContainText('It will not run again.')
  await expectNoAxeViolations(page)
  await question.getByRole('button', { name: 'Discard' }).click()
  await expect(toastTitle(page, 'Job discarded')).toBeVisible()
  await expect(question).toBeHidden()
  expect(writes).toEqual([
    `POST /api/admin/jobs/email.send/${emailJob.id}/retry`,
    `DELETE /api/admin/jobs/reviews.request/${reviewJob.id}`,
  ])

  await expect(cards).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No failed jobs' })).toBeVisible()
  await expect(
    page.getByText(
      'Every e-mail and background task has run. Jobs that fail all five attempts wait here for you to retry or discard them.',
    ),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a job retried elsewhere meanwhile: the server’s 404 is shown and the list refreshed', async ({
  page,
}) => {
  let jobs = [emailJob]
  await page.route('**/api/admin/jobs/**', async (route) => {
    if (route.request().method() === 'GET') return route.fulfill({ json: failedJobPage(jobs) })
    jobs = []
    return route.fulfill({
      status: 404,
      json: { message: 'No such failed job', code: 'not_found' },
    })
  })
  await signInAsOwner(page)
  await page.goto('/admin/jobs')
  const card = page.getByTestId('failed-job-card')
  await card.getByRole('button', { name: /^Retry / }).click()
  const failure = page.locator('[data-slot="toast"]', { hasText: 'No such failed job' })
  await expect(failure).toBeVisible()
  await expect(card).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No failed jobs' })).toBeVisible()
})

for (const width of [390, 1280]) {
  test(`the failed-job screen is accessible and fits at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await answerJobsApi(page, [emailJob, reviewJob])
    await signInAsOwner(page)
    await page.goto('/admin/jobs')
    await expect(page.getByTestId('failed-job-card')).toHaveCount(2)
    await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)
  })
}

test('the real server answers the owner with its failed jobs: none on the demo farm', async ({
  page,
  baseURL,
}) => {
  const owner = await signedInOwner(baseURL!)
  const response = await owner.get('/api/admin/jobs/failed')
  expect(response.status()).toBe(200)
  const jobs = (await response.json()) as { items: unknown[]; total: number }
  await owner.dispose()
  expect(jobs).toMatchObject({ items: [], total: 0 })

  await signInAsOwner(page)
  await page.goto('/admin/jobs')
  await expect(page.getByRole('heading', { name: 'No failed jobs' })).toBeVisible()
  await expectNoAxeViolations(page)
})
