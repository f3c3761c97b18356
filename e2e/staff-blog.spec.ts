import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { signInAsOwner, signedInOwner } from './support/staff'

/*
 * Blog Manager (spec 3 §2, §5, §8; decision 0021): staff write a post in Markdown, keep it a
 * draft (no public page), publish it (on the blog, its heading and bold rendered), then delete
 * it. The post is this test's own; it is published only for the few seconds the public checks
 * take, since blog.spec.ts counts the published stories.
 */

const toastWith = (page: Page, text: string) =>
  page.locator('[data-slot="toast"]').filter({ has: page.getByText(text, { exact: true }) })

test('staff write a Markdown post, keep it a draft, publish it and delete it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  const stamp = Date.now()
  const title = `Bee Diary ${stamp}`
  const slug = `bee-diary-${stamp}`
  await signInAsOwner(page)
  await page.goto('/blog-admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Manager' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'All Posts', selected: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Manage Comments' })).toHaveAttribute(
    'href',
    '/admin/blog/comments',
  )
  // The demo farm's draft is listed for staff, with its badge.
  const demoDraft = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Fall Grafting Workshop Dates Announced' }) })
  await expect(demoDraft.getByText('Draft', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)

  // ---- the editor tab: the slug follows the title, the preview renders the Markdown
  await page.getByRole('button', { name: 'New Blog Post' }).first().click()
  await expect(page.getByRole('tab', { name: 'New Post', selected: true })).toBeVisible()
  const editor = page.getByRole('form', { name: 'New Post' })
  await editor.getByRole('button', { name: 'Create Post' }).click()
  await expect(editor.getByText('Title and content are required')).toHaveCount(2)

  await editor.getByLabel('Title').fill(title)
  await expect(editor.getByLabel('Slug')).toHaveValue(slug)
  await editor.getByRole('combobox', { name: 'Category' }).click()
  await page.getByRole('option', { name: 'Growing Tips' }).click()
  await editor
    .getByLabel('Content')
    .fill('## Busy Hives\n\nThe bees are **very busy** this week.\n\n<script>alert(1)</script>')
  await expect(editor.getByRole('switch', { name: 'Publish immediately' })).not.toBeChecked()
  await editor.getByRole('tab', { name: 'Preview' }).click()
  const preview = editor.getByRole('tabpanel', { name: 'Preview' })
  await expect(preview.getByRole('heading', { level: 2, name: 'Busy Hives' })).toBeVisible()
  await expect(preview.locator('strong', { hasText: 'very busy' })).toBeVisible()
  await expect(preview.getByText('<script>alert(1)</script>')).toBeVisible()
  await expectNoAxeViolations(page)
  await editor.getByRole('tab', { name: 'Write' }).click()
  await editor.getByRole('button', { name: 'Create Post' }).click()
  await expect(toastWith(page, 'Blog post created successfully!')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'New Post' })).toHaveCount(0)

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
  await expect(card.getByText('Draft', { exact: true })).toBeVisible()
  await expect(card.getByText('Growing Tips')).toBeVisible()
  await expect(card.getByText(/^Busy Hives The bees are very busy this week\./)).toBeVisible()

  // ---- a draft is nowhere public: not on the blog, its address is the not-found page
  const visitorContext = await browser.newContext({ baseURL })
  const visitor = await visitorContext.newPage()
  await visitor.goto('/blog')
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(visitor.getByText(title)).toHaveCount(0)
  const draftPage = await visitor.goto(`/blog/${slug}`)
  expect(draftPage?.status()).toBe(404)
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Blog Post Not Found' }),
  ).toBeVisible()

  // ---- edit opens with the values; publishing puts it on the blog, rendered
  await card.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('form', { name: 'Edit Post' })
  await expect(edit.getByLabel('Title')).toHaveValue(title)
  await expect(edit.getByLabel('Slug')).toHaveValue(slug)
  await edit.getByRole('switch', { name: 'Publish immediately' }).click()
  await edit.getByRole('button', { name: 'Update Post' }).click()
  await expect(toastWith(page, 'Blog post updated successfully!')).toBeVisible()
  await expect(card.getByText('Published', { exact: true })).toBeVisible()

  const owner = await signedInOwner(baseURL!)
  try {
    await visitor.goto('/blog')
    await visitor.getByRole('link', { name: title }).first().click()
    await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}$`))
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const article = visitor.getByRole('article')
    await expect(article.getByRole('heading', { level: 2, name: 'Busy Hives' })).toBeVisible()
    await expect(article.locator('strong', { hasText: 'very busy' })).toBeVisible()
    await expect(article.getByText('<script>alert(1)</script>')).toBeVisible()
  } finally {
    // Back to a draft at once, so other specs' story counts see the demo farm's blog.
    const posts = (await (await owner.get('/api/admin/blog')).json()) as AdminPost[]
    const post = posts.find((each) => each.slug === slug)
    if (post) {
      const saved = await owner.put(`/api/admin/blog/${post.id}`, {
        data: { ...post, published: false },
      })
      expect(saved.status(), await saved.text()).toBe(200)
    }
    await owner.dispose()
  }
  await visitorContext.close()

  // ---- delete asks first, in the spec's words
  await page.reload()
  const saved = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
  await saved.getByRole('button', { name: `Delete ${title}` }).click()
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this post?',
  })
  await expect(confirm).toBeVisible()
  await expectNoAxeViolations(page)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toastWith(page, 'Blog post deleted successfully!')).toBeVisible()
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0)
  const after = (await (await page.request.get('/api/admin/blog')).json()) as AdminPost[]
  expect(after.map((post) => post.slug)).not.toContain(slug)
})

interface AdminPost {
  id: number
  slug: string
  published: boolean
}

test('the Blog Manager reads well on a phone, list and editor', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsOwner(page)
  await page.goto('/blog-admin')
  await expect(
    page.getByRole('heading', { name: 'Fall Grafting Workshop Dates Announced' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await page.getByRole('button', { name: 'Edit Fall Grafting Workshop Dates Announced' }).click()
  const editor = page.getByRole('form', { name: 'Edit Post' })
  await expect(editor.getByLabel('Title')).toHaveValue('Fall Grafting Workshop Dates Announced')
  await expectNoAxeViolations(page)
  await editor.getByRole('tab', { name: 'Preview' }).click()
  await expect(
    editor.getByRole('tabpanel', { name: 'Preview' }).getByText(/Our grafting workshops/),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  // Leaving without saving changes nothing.
  await editor.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('tab', { name: 'Edit Post' })).toHaveCount(0)
})
