import {
  blogCategories,
  type AdminBlogPost,
  type BlogCategory,
  type BlogPostInput,
} from '#contracts/blog'
import * as blogApi from '#contracts/blog-api'
import * as commentModerationApi from '#contracts/comment-moderation-api'
import { tooLargeMessage } from '#contracts/uploads'
import type { ImageFieldToasts } from '#web/components/staff/image-field'
import { recordFormValues } from '#web/lib/record-form-values'
import { defineStaffResource, failureToasts, successToasts } from '#web/lib/staff-resource'

const failed = { title: 'Error', fallback: 'Something went wrong. Please try again.' }

/**
 * Blog Manager (spec 3 §2, §7, §8): its endpoint, what it refreshes after a change (the admin
 * list, the public blog list, and the comment lists, since a deleted post takes its comments),
 * and its toasts: 'Success' / 'Blog post created successfully!' ..., 'Error' with the server's
 * message.
 */
export const blogPostsResource = defineStaffResource<AdminBlogPost>({
  endpoints: blogApi.blogPosts,
  refreshes: [
    blogApi.listBlogPosts,
    blogApi.listAllBlogComments,
    commentModerationApi.countPendingComments,
  ],
  messages: {
    ...successToasts(({ past }) => ({
      title: 'Success',
      description: `Blog post ${past} successfully!`,
    })),
    ...failureToasts(() => failed),
  },
})

/** The editor of a new post: a draft in 'Farm Updates' ('Publish immediately' off). */
export const blankBlogPost: BlogPostInput = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  category: 'Farm Updates',
  imageUrl: '',
  published: false,
}

/** A stored post as the editor edits it. */
export function blogPostFormValues(post: AdminBlogPost): BlogPostInput {
  return recordFormValues<BlogPostInput, 'excerpt' | 'category'>(blankBlogPost, post, {
    // An automatic excerpt is not the post's own: the field stays empty, so it keeps following the text.
    excerpt: post.excerptIsAutomatic ? '' : (post.excerpt ?? ''),
    category: isBlogCategory(post.category) ? post.category : 'Farm Updates',
  })
}

const isBlogCategory = (category: string): category is BlogCategory =>
  (blogCategories as readonly string[]).includes(category)

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)

/** Spec 3 §5 "Blog image upload" and §8: the blog's words for the picture's toasts. */
export const blogImageToasts: ImageFieldToasts = {
  uploaded: 'Image Added Successfully!',
  uploadedDescription: (file) => `${file.name} (${megabytes(file.size)}MB) was added to the post.`,
  failed: 'Upload Failed',
  failedDescription: 'Failed to read image file',
  invalidFile: 'Invalid File',
  invalidFileDescription: 'Please select an image file (JPG, PNG, GIF, etc.)',
  tooLarge: 'File Too Large',
  tooLargeDescription: `${tooLargeMessage} for better performance`,
}
