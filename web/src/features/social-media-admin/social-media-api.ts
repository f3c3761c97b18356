import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import twitterText from 'twitter-text'
import { blogPostSummaryListSchema } from '#contracts/blog'
import {
  socialAccountListSchema,
  socialPostListSchema,
  socialStatusLabel,
  type SocialPost,
  type SocialPostStatus,
  type SocialPostUpdate,
} from '#contracts/social-media'
import { toast } from '#web/components/ui/use-toast'
import { apiRequest, getQueryFn, parseApiError } from '#web/lib/api-request'

export const postsUrl = '/api/social-media/posts'
export const accountsUrl = '/api/social-media/accounts'
export const blogUrl = '/api/blog'

/** Spec 3 §9: the editor lists the first 5 blog posts (GET /api/blog answers newest first). */
export const blogPostsShown = 5

/** A tweet's length as Twitter/X counts it (a link is 23), the same library the server uses. */
export const tweetLength = (text: string) => twitterText.parseTweet(text).weightedLength

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

export function useSocialPosts() {
  return useQuery({
    queryKey: [postsUrl],
    queryFn: async (context) => socialPostListSchema.parse(await fetchJson(context)),
  })
}

export function useSocialAccounts() {
  return useQuery({
    queryKey: [accountsUrl],
    queryFn: async (context) => socialAccountListSchema.parse(await fetchJson(context)),
  })
}

export function useBlogPosts() {
  return useQuery({
    queryKey: [blogUrl],
    queryFn: async (context) => blogPostSummaryListSchema.parse(await fetchJson(context)),
  })
}

function failed(title: string, fallback: string, error: unknown) {
  toast({
    title,
    description: parseApiError(error).message || fallback,
    variant: 'destructive',
  })
}

/** POST /api/social-media/generate; toasts 'Posts Generated' or 'Generation Failed' (spec 3 §8). */
export function useGeneratePosts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (blogPost: { id: number; title: string }) =>
      socialPostListSchema.parse(
        await (
          await apiRequest('POST', '/api/social-media/generate', { blogPostId: blogPost.id })
        ).json(),
      ),
    onSuccess: async (posts, blogPost) => {
      const drafts = posts.filter((post) => post.status !== 'ready').length
      toast({
        title: 'Posts Generated',
        description: `${drafts} draft${drafts === 1 ? '' : 's'} for “${blogPost.title}”.`,
      })
      await queryClient.invalidateQueries({ queryKey: [postsUrl] })
    },
    onError: (error) => failed('Generation Failed', 'Failed to generate social media posts', error),
  })
}

/** PUT /api/social-media/posts/:id; toasts 'Post Updated' or 'Update Failed' (spec 3 §8). */
export function useUpdatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ post, values }: { post: SocialPost; values: SocialPostUpdate }) =>
      (await (await apiRequest('PUT', `${postsUrl}/${post.id}`, values)).json()) as SocialPost,
    onSuccess: async (updated, { post }) => {
      toast({
        title: 'Post Updated',
        description:
          updated.status === post.status
            ? undefined
            : `Marked ${socialStatusLabel(updated.status as SocialPostStatus)}.`,
      })
      await queryClient.invalidateQueries({ queryKey: [postsUrl] })
    },
    onError: (error) => failed('Update Failed', 'Failed to update post', error),
  })
}
