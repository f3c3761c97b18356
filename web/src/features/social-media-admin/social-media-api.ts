import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import twitterText from 'twitter-text'
import {
  socialBlogPostQuerySchema,
  socialPostListSchema,
  socialPostQuerySchema,
  socialStatusLabel,
  type SocialBlogPostQuery,
  type SocialPost,
  type SocialPostQuery,
  type SocialPostStatus,
  type SocialPostUpdate,
} from '#contracts/social-media'
import * as socialMediaApi from '#contracts/social-media-api'
import { toast } from '#web/components/ui/use-toast'
import { listQuery } from '#web/hooks/use-list-search'
import { apiQuery, callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'

/** A tweet's length as Twitter/X counts it (a link is 23), the same library the server uses. */
export const tweetLength = (text: string) => twitterText.parseTweet(text).weightedLength

/** The Posts tab's page: published blog posts with their social posts (spec 3 §9: 5 a page). */
export function useSocialBlogPosts(search: SocialBlogPostQuery) {
  return useQuery({
    ...apiQuery(
      socialMediaApi.listSocialBlogPosts,
      { query: listQuery(socialBlogPostQuerySchema, search) },
      { parse: true },
    ),
    placeholderData: keepPreviousData,
  })
}

/** A page of the social posts themselves (the Automation tab's ready ones). */
export function useSocialPosts(search: SocialPostQuery) {
  return useQuery({
    ...apiQuery(
      socialMediaApi.listSocialPosts,
      { query: listQuery(socialPostQuerySchema, search) },
      { parse: true },
    ),
    placeholderData: keepPreviousData,
  })
}

/** The Overview's counts, by status and platform. */
export function useSocialPostSummary() {
  return useQuery(apiQuery(socialMediaApi.summarizeSocialPosts, undefined, { parse: true }))
}

export function useSocialAccounts() {
  return useQuery(apiQuery(socialMediaApi.listSocialAccounts, undefined, { parse: true }))
}

/** Every answer about social posts (the lists, any page, and the counts). */
const socialPostPrefixes = [
  socialMediaApi.listSocialPosts.path,
  socialMediaApi.listSocialBlogPosts.path,
]
const isSocialPostKey = ([address]: readonly unknown[]) =>
  typeof address === 'string' && socialPostPrefixes.some((prefix) => address.startsWith(prefix))

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
      await queryClient.invalidateQueries({ predicate: (query) => isSocialPostKey(query.queryKey) })
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
      await queryClient.invalidateQueries({ predicate: (query) => isSocialPostKey(query.queryKey) })
    },
    onError: (error) => failed('Update Failed', 'Failed to update post', error),
  })
}
