import { z } from 'zod'
import { idField, idParam, lineSchema, optionalText, requiredText, textSchema } from './fields'
import { honeypotField } from './identity'
import { listIdFilter, listPageSchema, listPaging, listSearchField } from './paged-list'
import { slugFromTitle } from './slug'

/** Blog categories (spec 3 §3); 'Farm Updates' is the default. */
export const blogCategories = [
  'Farm Updates',
  'Harvest Updates',
  'Growing Tips',
  'Recipes',
  'Events',
  'News',
] as const

// ---- public posts --------------------------------------------------------------------------

/** A published post as the blog list shows it (GET /api/blog): no content, to keep it light. */
export const blogPostSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  /** The excerpt staff wrote, or else the start of the text (see `excerptIsAutomatic`). */
  excerpt: z.string().nullable(),
  /** The excerpt was taken from the text: the post page does not show it again above the text. */
  excerptIsAutomatic: z.boolean(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
})
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>
export const blogPostSummaryListSchema = z.array(blogPostSummarySchema)

/** One published post with its text (GET /api/blog/slug/:slug). Blank lines separate paragraphs. */
export const blogPostSchema = blogPostSummarySchema.extend({ content: z.string() })
export type BlogPost = z.infer<typeof blogPostSchema>

/** Any slug-like text is looked up (an unknown one is a 404, as the post page expects). */
export const blogSlugParamsSchema = z.object({ slug: lineSchema().min(1).max(255) })

// ---- public comments -----------------------------------------------------------------------

/** An approved comment as the public sees it: never the author's e-mail. */
export const blogCommentSchema = z.object({
  id: z.number().int().positive(),
  blogPostId: z.number().int().positive(),
  authorName: z.string(),
  content: z.string(),
  createdAt: z.string(),
})
export type BlogComment = z.infer<typeof blogCommentSchema>
export const blogCommentListSchema = z.array(blogCommentSchema)

export const blogPostIdParamsSchema = z.object({ blogPostId: idParam() })

/** Spec 1 §5/§8: the text shown (and answered by the server) when a comment field is blank. */
export const missingCommentFieldsMessage = 'Please fill in all fields.'

/** Each comment field's own message when it is blank (after trimming), shown under the field. */
export const blankCommentFieldMessages = {
  authorName: 'Name is required',
  authorEmail: 'E-mail is required',
  content: 'Comment is required',
} as const

/** Whether a comment field's message says it is blank (the answer is then the message above). */
export const isBlankCommentField = (field: string, message: string) =>
  Object.entries(blankCommentFieldMessages).some(
    ([name, blankMessage]) => name === field && blankMessage === message,
  )

export const blogCommentLimits = { authorName: 100, authorEmail: 255, content: 2000 } as const

/** A required comment field: trimmed; blank or missing reads as missing, then a length cap. */
const requiredCommentText = (
  label: string,
  required: string,
  max: number,
  options: { multiline?: boolean } = {},
) => requiredText(label, max, { ...options, required }).prefault('')

/**
 * The comment form's fields (spec 1 §5): name, e-mail and comment all required, trimmed.
 * The browser form and the server use this same check.
 */
export const blogCommentFormSchema = z.object({
  authorName: requiredCommentText(
    'Name',
    blankCommentFieldMessages.authorName,
    blogCommentLimits.authorName,
  ),
  authorEmail: z
    .string(blankCommentFieldMessages.authorEmail)
    .trim()
    .min(1, blankCommentFieldMessages.authorEmail)
    .pipe(
      z
        .email('Please enter a valid e-mail address')
        .max(
          blogCommentLimits.authorEmail,
          `E-mail must be at most ${blogCommentLimits.authorEmail} characters`,
        ),
    )
    .prefault(''),
  content: requiredCommentText(
    'Comment',
    blankCommentFieldMessages.content,
    blogCommentLimits.content,
    { multiline: true },
  ),
})
export type BlogCommentForm = z.input<typeof blogCommentFormSchema>

/**
 * POST /api/blog/comments. Only these fields are read: anything else a client sends
 * (isApproved, createdAt, id, ...) is dropped; new comments always start unapproved.
 */
export const newBlogCommentSchema = blogCommentFormSchema.extend({
  blogPostId: idField('Choose a blog post'),
  ...honeypotField,
})
export type NewBlogComment = z.input<typeof newBlogCommentSchema>

/**
 * The request body as the route accepts it before the comment rules run (types and sizes only),
 * so the server can answer blank fields with 'Please fill in all fields.' naming each of them.
 */
export const newBlogCommentRequestSchema = z.object({
  blogPostId: idField('Choose a blog post'),
  authorName: textSchema(undefined, 'Name').max(10_000).optional(),
  authorEmail: textSchema(undefined, 'E-mail').max(10_000).optional(),
  content: textSchema(undefined, 'Comment').max(20_000).optional(),
  ...honeypotField,
})

export const blogCommentCreatedSchema = z.object({
  /** The stored comment (absent when the form's honeypot caught a bot and nothing was stored). */
  id: z.number().int().positive().optional(),
  message: z.string(),
})
export type BlogCommentCreated = z.infer<typeof blogCommentCreatedSchema>

// ---- staff -----------------------------------------------------------------------------------

/** Every post, drafts included (GET /api/admin/blog). */
export const adminBlogPostSchema = blogPostSchema.extend({
  published: z.boolean(),
  updatedAt: z.string(),
})
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>
export const adminBlogPostListSchema = z.array(adminBlogPostSchema)

/** A comment as staff see it: with the author's e-mail and approval state. */
export const adminBlogCommentSchema = blogCommentSchema.extend({
  authorEmail: z.string(),
  isApproved: z.boolean(),
})
export type AdminBlogComment = z.infer<typeof adminBlogCommentSchema>
export const adminBlogCommentListSchema = z.array(adminBlogCommentSchema)

/** Where a comment stands (spec 3 §4): waiting for approval, or approved and public. */
export const commentStatuses = ['pending', 'approved'] as const
export type CommentStatus = (typeof commentStatuses)[number]

/** The moderation list's sorts: newest first by default. */
export const adminCommentSorts = ['created', 'author', 'post'] as const
export type AdminCommentSort = (typeof adminCommentSorts)[number]

/**
 * GET /api/admin/blog/comments query (issue 25): searched (the author's name or e-mail, the
 * comment, the post's title), filtered by post and status, sorted and paged on the server.
 */
export const adminCommentQuerySchema = z.object({
  q: listSearchField,
  post: listIdFilter('Post'),
  status: z.enum(commentStatuses, 'Status must be pending or approved').optional(),
  ...listPaging({ sorts: adminCommentSorts, sort: 'created', dir: 'desc' }),
})
export type AdminCommentQuery = z.infer<typeof adminCommentQuerySchema>
export const adminCommentPageSchema = listPageSchema(adminBlogCommentSchema)
export type AdminCommentPage = z.infer<typeof adminCommentPageSchema>

export const adminPostIdParamsSchema = z.object({ postId: idParam() })
export const commentIdParamsSchema = z.object({ commentId: idParam() })

// ---- staff: writing posts (spec 3 §5 "Blog post") ---------------------------------------------

export type BlogCategory = (typeof blogCategories)[number]

/** Spec 3 §5: the one message for a blank title or blank content, shown under each. */
export const blogPostRequiredMessage = 'Title and content are required'

export const blogPostLimits = { title: 255, slug: 255, excerpt: 1000, content: 100_000 } as const

/**
 * Spec 3 §9, issue 22: a post without an excerpt shows the start of its text instead, at most this
 * many characters, cut at a word and ending in one '…'.
 */
export const blogExcerptLength = 200

/** A picture staff uploaded (/uploads/...) or a secure address; blank means none. */
const blogImageUrlSchema = lineSchema('Image URL must be text', 'Image URL')
  .trim()
  .max(2048, 'Image URL must be at most 2048 characters')
  .refine(
    (url) =>
      url === '' ||
      url.startsWith('/uploads/') ||
      url === '/api/placeholder-image' ||
      url.startsWith('https://'),
    'Image URL must start with /uploads/ or https://',
  )
  .transform((url) => url || null)

/**
 * POST /api/admin/blog and PUT /api/admin/blog/:id (spec 3 §5, §7): the editor's fields. Title and
 * content are required; an empty slug is built from the title and a typed one is normalized by
 * the same rule (`slugFromTitle`), so every stored slug is a clean address; an empty image is
 * none. An empty excerpt stays empty: the answers show the start of the text instead.
 * Anything else a client sends (id, dates) is dropped.
 */
export const blogPostInputSchema = z
  .object({
    title: requiredText('Title', blogPostLimits.title, { required: blogPostRequiredMessage }),
    slug: optionalText('Slug', blogPostLimits.slug),
    excerpt: optionalText('Excerpt', blogPostLimits.excerpt, { multiline: true }),
    content: requiredText('Content', blogPostLimits.content, {
      multiline: true,
      required: blogPostRequiredMessage,
    }),
    category: z
      .enum(blogCategories, { error: `Category must be one of ${blogCategories.join(', ')}` })
      .default('Farm Updates'),
    imageUrl: blogImageUrlSchema.nullish(),
    published: z.boolean('Published must be true or false').default(false),
  })
  .transform((post, context) => {
    const slug = slugFromTitle(post.slug || post.title, blogPostLimits.slug)
    if (!slug) {
      context.addIssue({
        code: 'custom',
        path: ['slug'],
        message: 'Slug must contain at least one letter or digit',
      })
      return z.NEVER
    }
    return {
      ...post,
      slug,
      excerpt: post.excerpt || null,
      imageUrl: post.imageUrl || null,
    }
  })
export type BlogPostInput = z.input<typeof blogPostInputSchema>
export type BlogPostValues = z.output<typeof blogPostInputSchema>
