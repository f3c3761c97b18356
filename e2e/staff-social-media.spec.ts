import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { signedInOwner, signInAsOwner } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * Social media management (spec 3 §2 /social-media, decision 0035): staff reach it from the
 * dashboard's quick action and the Admin menu, generate a blog post's drafts, edit one (hashtags
 * comma-separated), see a too-long tweet refused, copy it and mark it ready. Nothing is posted.
 * Social posts are seen by staff only, so this spec does not change the shop.
 */

async function publishedPosts(baseURL: string) {
  const owner = await signedInOwner(baseURL)
  const posts = (await (await owner.get('/api/blog')).json()) as { id: number; title: string }[]
  await owner.dispose()
  return posts
}

const section = (page: Page, title: string) =>
  page.getByTestId('blog-post-section').filter({
    has: page.getByRole('heading', { level: 3, name: title, exact: true }),
  })

async function generate(page: Page, title: string) {
  await page.getByRole('button', { name: `Generate Posts for “${title}”` }).click()
  await expect(toastTitle(page, 'Posts Generated')).toBeVisible()
  await expect(section(page, title).getByTestId('social-post')).toHaveCount(4)
}

test('staff generate posts for a blog post, edit the tweet, copy it and mark it ready', async ({
  page,
  baseURL,
  context,
}) => {
  test.slow()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const [blogPost] = await publishedPosts(baseURL!)
  await signInAsOwner(page)

  // The dashboard's quick action leads to the built screen.
  await page.goto('/staff-dashboard')
  await page
    .getByRole('region', { name: 'Quick Actions' })
    .getByRole('link', { name: /Social Media/ })
    .click()
  await expect(page).toHaveURL(/\/social-media$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Social Media Management' }),
  ).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Posts', selected: true })).toBeVisible()
  await expect(page.getByTestId('blog-post-section')).toHaveCount(5)

  await generate(page, blogPost!.title)
  const twitter = section(page, blogPost!.title).getByRole('article', { name: 'Twitter/X post' })
  await expect(twitter.getByText('draft', { exact: true })).toBeVisible()
  const count = await twitter.getByTestId('tweet-count').textContent()
  expect(Number(/^(\d+)\/280/.exec(count ?? '')?.[1])).toBeLessThanOrEqual(280)
  await expect(page.getByText('Auto-Posted')).toHaveCount(0)

  const text = `Ripe mangos this week ${Date.now()}`
  await twitter.getByRole('button', { name: 'Edit Twitter/X post' }).click()
  await twitter.getByLabel('Twitter/X text').fill('a'.repeat(290))
  await expect(twitter.getByTestId('tweet-count')).toContainText('/280')
  await twitter.getByRole('button', { name: 'Save' }).click()
  await expect(toastTitle(page, 'Update Failed')).toBeVisible()
  await expect(twitter.getByLabel('Twitter/X text')).toHaveAccessibleDescription(
    /at most 280 characters/,
  )

  await twitter.getByLabel('Twitter/X text').fill(text)
  await twitter.getByLabel('Hashtags (comma-separated)').fill(' #Mango, , FarmLife ')
  await twitter.getByRole('button', { name: 'Save' }).click()
  await expect(toastTitle(page, 'Post Updated')).toBeVisible()
  await expect(twitter.getByText(text)).toBeVisible()
  await expect(twitter.getByText('#Mango #FarmLife')).toBeVisible()

  // Cancel leaves the post as it was.
  await twitter.getByRole('button', { name: 'Edit Twitter/X post' }).click()
  await twitter.getByLabel('Twitter/X text').fill('Not this')
  await twitter.getByRole('button', { name: 'Cancel' }).click()
  await expect(twitter.getByText(text)).toBeVisible()

  await twitter.getByRole('button', { name: 'Copy Twitter/X post' }).click()
  await expect(toastTitle(page, 'Copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${text}\n\n#Mango #FarmLife`,
  )

  await twitter.getByRole('button', { name: 'Mark Twitter/X post ready' }).click()
  await expect(twitter.getByText('Published/Ready')).toBeVisible()

  // Kept after a reload; generating again keeps the ready post and redrafts the others.
  await page.reload()
  await expect(twitter.getByText(text)).toBeVisible()
  await generate(page, blogPost!.title)
  await expect(twitter.getByText(text)).toBeVisible()

  await page.getByRole('tab', { name: 'Overview' }).click()
  await expect(page.getByRole('row', { name: /Twitter\/X/ })).toBeVisible()
  await page.getByRole('tab', { name: 'Accounts' }).click()
  await expect(page.getByTestId('social-account').first()).toContainText('Facebook')
  await page.getByRole('tab', { name: 'Automation' }).click()
  await expect(page.getByText('Direct publishing is off.')).toBeVisible()
  await expect(page.getByTestId('ready-posts')).toContainText(text)
})

for (const [index, width] of [390, 1280].entries()) {
  test(`the social media screen is accessible and fits at ${width} px`, async ({
    page,
    baseURL,
  }) => {
    test.slow()
    // Each width drafts for its own blog post, so the tests can run side by side.
    const blogPost = (await publishedPosts(baseURL!))[index + 1]!
    await page.setViewportSize({ width, height: 900 })
    await signInAsOwner(page)
    await page.goto('/social-media')
    await generate(page, blogPost.title)
    const facebook = section(page, blogPost.title).getByRole('article', { name: 'Facebook post' })
    await facebook.getByRole('button', { name: 'Edit Facebook post' }).click()
    await expect(facebook.getByLabel('Facebook text')).toBeVisible()
    await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)

    for (const tab of ['Overview', 'Accounts', 'Automation', 'Setup Guide']) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('heading', { level: 2, name: tab })).toBeVisible()
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
    }
    await page.getByRole('link', { name: 'Twitter API Setup Guide' }).click()
    await expect(page).toHaveURL(/\/help\/twitter$/)
  })
}
