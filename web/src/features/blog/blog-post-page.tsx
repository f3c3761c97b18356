import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, MessageCircle, Newspaper, RotateCcw, Share2 } from 'lucide-react'
import { FarmImage } from '#web/components/farm-image'
import { ShareWidget } from '#web/components/share-widget'
import type { BlogPost } from '#contracts/blog'
import { MarkdownContent } from '#web/components/markdown-content'
import { NoticePanel } from '#web/components/notice-panel'
import { PageSpinner } from '#web/components/page-spinner'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { apiErrorMessage, parseApiError } from '#web/lib/api-request'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { formatDateAndTime } from '#web/lib/format-date'
import { blogCommentsQuery, blogPostQuery } from './blog-queries'
import { CommentAwaitingApproval } from './comment-awaiting-approval'
import { CommentForm } from './comment-form'
import { PostDate } from './post-date'
import { sharePost } from './share-post'

/** Blog post (spec 1 §2): the story, its approved comments and the comment form. */
export function BlogPostPage() {
  const { slug = '' } = useParams()
  const timeZone = useFarmTimeZone()
  const postQuery = useQuery(blogPostQuery(slug))
  const post = postQuery.data
  const missing = postQuery.isError && parseApiError(postQuery.error).status === 404

  usePageMeta(
    post
      ? { title: post.title, description: post.excerpt ?? undefined }
      : missing
        ? { title: 'Blog Post Not Found', description: 'This story is not on our blog.' }
        : { title: 'Blog' },
  )

  if (postQuery.isPending) {
    return <PageSpinner label="Loading story" />
  }

  if (missing) return <PostNotFound />

  if (postQuery.isError) {
    return (
      <section className="page-column flex flex-col items-center py-20 text-center">
        <h1 className="font-serif text-3xl font-bold">We couldn’t load this story</h1>
        <p className="mt-3 max-w-md text-muted-foreground">{apiErrorMessage(postQuery.error)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => void postQuery.refetch()} disabled={postQuery.isFetching}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
          <Button asChild variant="outline">
            <Link to="/blog">Back to Blog</Link>
          </Button>
        </div>
      </section>
    )
  }

  return <PostArticle post={post!} timeZone={timeZone} />
}

function PostNotFound() {
  return (
    <NoticePanel
      size="lg"
      icon={<Newspaper className="size-10" aria-hidden="true" />}
      title="Blog Post Not Found"
    >
      <p className="mt-4 max-w-md text-lg text-muted-foreground">
        This story isn’t on our blog. It may have moved, or the address may have a typo.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" />
          Back to Blog
        </Link>
      </Button>
    </NoticePanel>
  )
}

function ShareButton({ post }: { post: BlogPost }) {
  const [sharing, setSharing] = useState(false)

  const onShare = async () => {
    setSharing(true)
    try {
      const outcome = await sharePost({
        title: post.title,
        text: post.excerpt ?? undefined,
        url: new URL(`/blog/${post.slug}`, window.location.origin).href,
      })
      if (outcome === 'copied') toast({ title: 'Link copied!' })
      if (outcome === 'failed') {
        toast({
          title: 'Failed to copy link',
          description: 'Please copy the link manually.',
          variant: 'destructive',
        })
      }
    } finally {
      setSharing(false)
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={() => void onShare()} disabled={sharing}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  )
}

function PostArticle({ post, timeZone }: { post: BlogPost; timeZone: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Blog
      </Link>

      <article className="mt-6">
        <header>
          <Badge variant="secondary">{post.category}</Badge>
          <h1 className="mt-3 font-serif text-3xl leading-tight font-bold sm:text-5xl">
            {post.title}
          </h1>
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-y border-border/70 py-3">
            <PostDate value={post.createdAt} timeZone={timeZone} />
            <ShareButton post={post} />
          </div>
        </header>

        <div className="mt-8 overflow-hidden rounded-2xl bg-muted shadow-soft">
          <FarmImage
            src={post.imageUrl}
            alt=""
            sizes="(min-width: 48rem) 46rem, calc(100vw - 2rem)"
            width={1200}
            height={675}
            loading="eager"
            fetchPriority="high"
            className="aspect-[16/9] w-full object-cover"
          />
        </div>

        {/* An automatic excerpt is the start of the text below: the text is shown once. */}
        {post.excerpt && !post.excerptIsAutomatic && (
          <p className="mt-8 font-serif text-xl leading-relaxed wrap-anywhere text-foreground sm:text-2xl">
            {post.excerpt}
          </p>
        )}

        <MarkdownContent
          content={post.content}
          className="mt-6 grid gap-5 text-lg leading-relaxed text-foreground/90"
        />
      </article>

      <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-border/70 pt-6">
        <Button asChild variant="outline">
          <Link to="/blog">
            <ArrowLeft aria-hidden="true" />
            Back to All Stories
          </Link>
        </Button>
        <ShareWidget path={`/blog/${post.slug}`} title={post.title} />
      </div>

      <PostComments blogPostId={post.id} timeZone={timeZone} />
    </div>
  )
}

function PostComments({ blogPostId, timeZone }: { blogPostId: number; timeZone: string }) {
  const commentsQuery = useQuery(blogCommentsQuery(blogPostId))
  const comments = commentsQuery.data
  // The name on the comment just sent (it waits for approval), or null while the form shows.
  const [sentBy, setSentBy] = useState<string | null>(null)
  const [writingAnother, setWritingAnother] = useState(false)

  return (
    <section aria-labelledby="comments-heading" className="mt-14">
      <h2
        id="comments-heading"
        className="flex items-center gap-2 font-serif text-3xl font-semibold"
      >
        <MessageCircle className="size-7 text-primary" aria-hidden="true" />
        Comments{comments ? ` (${comments.length})` : ''}
      </h2>

      <div className="mt-6">
        {commentsQuery.isPending ? (
          <Spinner label="Loading comments" />
        ) : commentsQuery.isError ? (
          <p className="text-muted-foreground">
            We couldn’t load the comments.{' '}
            <Button
              variant="link"
              className="h-auto px-0"
              onClick={() => void commentsQuery.refetch()}
            >
              Try again
            </Button>
          </p>
        ) : comments!.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-input bg-card px-6 py-6 text-muted-foreground">
            {sentBy
              ? 'No published comments yet. Yours will appear here once it is approved.'
              : 'No comments yet. Be the first to share your thoughts!'}
          </p>
        ) : (
          <ul className="grid gap-4">
            {comments!.map((comment) => (
              <li
                key={comment.id}
                data-testid="blog-comment"
                className="rounded-2xl border border-border/70 bg-card p-5 shadow-soft"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="font-semibold">{comment.authorName}</p>
                  <time dateTime={comment.createdAt} className="text-sm text-muted-foreground">
                    {formatDateAndTime(comment.createdAt, timeZone)}
                  </time>
                </div>
                <p className="mt-2 whitespace-pre-line text-foreground/90">{comment.content}</p>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-10 rounded-2xl border border-border/70 bg-card p-5 shadow-soft sm:p-8">
        {sentBy === null ? (
          <CommentForm
            blogPostId={blogPostId}
            onSubmitted={setSentBy}
            focusOnMount={writingAnother}
          />
        ) : (
          <CommentAwaitingApproval
            authorName={sentBy}
            onWriteAnother={() => {
              setWritingAnother(true)
              setSentBy(null)
            }}
          />
        )}
      </div>
    </section>
  )
}
