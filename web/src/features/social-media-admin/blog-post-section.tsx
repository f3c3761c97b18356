import { useId } from 'react'
import { Sparkles } from 'lucide-react'
import type { SocialBlogPost, SocialPost, SocialPostUpdate } from '#contracts/social-media'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { formatStaffDate } from '#web/lib/format-staff-date'
import { SocialPostCard } from './social-post-card'

export function BlogPostSection({
  blogPost,
  posts,
  generating,
  onGenerate,
  editingId,
  setEditingId,
  save,
  savingId,
}: {
  blogPost: Pick<SocialBlogPost, 'id' | 'title' | 'category' | 'createdAt'>
  posts: SocialPost[]
  generating: boolean
  onGenerate: () => void
  editingId: number | null
  setEditingId: (id: number | null) => void
  save: (post: SocialPost, values: SocialPostUpdate) => Promise<unknown>
  savingId: number | null
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border/70 bg-muted/30 p-4 sm:p-5"
      data-testid="blog-post-section"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-serif text-lg leading-snug font-semibold sm:text-xl">
            {blogPost.title}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="secondary">{blogPost.category}</Badge>
            <span>{formatStaffDate(blogPost.createdAt)}</span>
          </div>
        </div>
        <Button
          onClick={onGenerate}
          disabled={generating}
          aria-label={`Generate Posts for “${blogPost.title}”`}
        >
          {generating ? <Spinner size="sm" label="Generating" /> : <Sparkles aria-hidden="true" />}
          Generate Posts
        </Button>
      </div>
      {posts.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No posts generated yet.</p>
      ) : (
        <div className="mt-4 grid gap-3 lg:grid-cols-2">
          {posts.map((post) => (
            <SocialPostCard
              key={post.id}
              post={post}
              blogTitle={blogPost.title}
              editing={editingId === post.id}
              onEdit={() => setEditingId(post.id)}
              onDone={() => setEditingId(null)}
              save={(values) => save(post, values)}
              saving={savingId === post.id}
            />
          ))}
        </div>
      )}
    </section>
  )
}
