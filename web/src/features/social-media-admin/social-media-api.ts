import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import twitterText from 'twitter-text'
import * as blogApi from '#contracts/blog-api'
import {
  socialPostListSchema,
  socialStatusLabel,
  type SocialPost,
  type SocialPostStatus,
  type SocialPostUpdate,
} from '#contracts/social-media'
import * as socialMediaApi from '#contracts/social-media-api'
import { toast } from '#web/components/ui/use-toast'
import { apiKey, apiQuery, callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'

/** Spec 3 §9: the editor lists the first 5 blog posts (GET /api/blog answers newest first). */
export const blogPostsShown = 5

/** A tweet's length as Twitter/X counts it (a link is 23), the same library the server uses. */
export const tweetLength = (text: string) => twitterText.parseTweet(text).weightedLength

export function useSocialPosts() {
  return useQuery(apiQuery(socialMediaApi.listSocialPosts, undefined, { parse: true }))
}

export function useSocialAccounts() {
  return useQuery(apiQuery(socialMediaApi.listSocialAccounts, undefined, { parse: true }))
}

export function useBlogPosts() {
  return useQuery(apiQuery(blogApi.listBlogPosts, undefined, { parse: true }))
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
        await callApi(socialMediaApi.generateSocialPosts, { body: { blogPostId: blogPost.id } }),
      ),
    onSuccess: async (posts, blogPost) => {
      const drafts = posts.filter((post) => post.status !== 'ready').length
      toast({
        title: 'Posts Generated',
        description: `${drafts} draft${drafts === 1 ? '' : 's'} for “${blogPost.title}”.`,
      })
      await queryClient.invalidateQueries({ queryKey: apiKey(socialMediaApi.listSocialPosts) })
    },
    onError: (error) => failed('Generation Failed', 'Failed to generate social media posts', error),
  })
}

/** PUT /api/social-media/posts/:id; toasts 'Post Updated' or 'Update Failed' (spec 3 §8). */
export function useUpdatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ post, values }: { post: SocialPost; values: SocialPostUpdate }) =>
      callApi(socialMediaApi.updateSocialPost, { params: { id: post.id }, body: values }),
    onSuccess: async (updated, { post }) => {
      toast({
        title: 'Post Updated',
        description:
          updated.status === post.status
            ? undefined
            : `Marked ${socialStatusLabel(updated.status as SocialPostStatus)}.`,
      })
      await queryClient.invalidateQueries({ queryKey: apiKey(socialMediaApi.listSocialPosts) })
    },
    onError: (error) => failed('Update Failed', 'Failed to update post', error),
  })
}
