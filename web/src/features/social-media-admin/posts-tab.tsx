import { useId, useState } from 'react'
import { Link } from 'react-router'
import { FileText } from 'lucide-react'
import { StaffQueryState } from '#web/components/staff/staff-query-state'
import { Button } from '#web/components/ui/button'
import {
  blogPostsShown,
  useBlogPosts,
  useGeneratePosts,
  useSocialPosts,
  useUpdatePost,
} from './social-media-api'
import { BlogPostSection } from './blog-post-section'
import { sectionHeading } from './section-heading'

export function PostsTab() {
  const blog = useBlogPosts()
  const posts = useSocialPosts()
  const generate = useGeneratePosts()
  const update = useUpdatePost()
  const [editingId, setEditingId] = useState<number | null>(null)
  const headingId = useId()

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={`${sectionHeading} mb-1`}>
        Posts
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        The latest {blogPostsShown} blog posts. Generate Posts drafts one post for each platform
        from the post’s title, excerpt, category and link; earlier drafts are replaced, posts marked
        Published/Ready are kept.
      </p>
      <StaffQueryState
        query={blog}
        loading="Loading blog posts..."
        what="the blog posts"
        headingLevel="h3"
        empty={{
          icon: <FileText className="size-8 text-muted-foreground" aria-hidden="true" />,
          title: 'No blog posts yet',
          description:
            'Publish a blog post in the Blog Manager, then generate its social posts here.',
          action: (
            <Button asChild variant="outline">
              <Link to="/blog-admin">Open the Blog Manager</Link>
            </Button>
          ),
        }}
      >
        {(blogPosts) => (
          <div className="grid gap-6">
            {blogPosts.slice(0, blogPostsShown).map((blogPost) => (
              <BlogPostSection
                key={blogPost.id}
                blogPost={blogPost}
                posts={(posts.data ?? []).filter((post) => post.blogPostId === blogPost.id)}
                postsLoading={posts.isPending}
                generating={generate.isPending && generate.variables?.id === blogPost.id}
                onGenerate={() => generate.mutate(blogPost)}
                editingId={editingId}
                setEditingId={setEditingId}
                save={(post, values) => update.mutateAsync({ post, values })}
                savingId={update.isPending ? (update.variables?.post.id ?? null) : null}
              />
            ))}
          </div>
        )}
      </StaffQueryState>
    </section>
  )
}
