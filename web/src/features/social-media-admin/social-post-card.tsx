import { useId, useState } from 'react'
import { Check, Copy, Download, Pencil, Undo2 } from 'lucide-react'
import {
  composeSocialPost,
  parseHashtags,
  platformLabel,
  socialStatusLabel,
  tweetLimit,
  type SocialPost,
  type SocialPostUpdate,
} from '#contracts/social-media'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Textarea } from '#web/components/ui/textarea'
import { toast } from '#web/components/ui/use-toast'
import { parseApiError } from '#web/lib/api-request'
import { cn } from '#web/lib/cn'
import { tweetLength } from './social-media-api'
import { FieldMessage } from '#web/components/field-message'

/** 'x/280' for a tweet as it would be posted (text and hashtags), red when over. */
function TweetCount({ text, id }: { text: string; id?: string }) {
  const length = tweetLength(text)
  return (
    <p
      id={id}
      data-testid="tweet-count"
      className={cn(
        'text-xs tabular-nums',
        length > tweetLimit ? 'font-semibold text-destructive' : 'text-muted-foreground',
      )}
    >
      {length}/{tweetLimit} characters
    </p>
  )
}

async function copyPost(post: SocialPost) {
  try {
    await navigator.clipboard.writeText(composeSocialPost(post.content, post.hashtags))
    toast({
      title: 'Copied',
      description: `The ${platformLabel(post.platform)} post is on the clipboard.`,
    })
  } catch {
    toast({
      title: 'Copy Failed',
      description: 'Select the text and copy it by hand.',
      variant: 'destructive',
    })
  }
}

/**
 * One drafted post (spec 3 "Social media management"): platform, status (ready reads
 * Published/Ready), text and hashtags, the tweet's count; Edit turns it into a form with Save and
 * Cancel. No 'Auto-Posted' badge: nothing is posted from here (decision 0035).
 */
export function SocialPostCard({
  post,
  editing,
  onEdit,
  onDone,
  save,
  saving,
  blogTitle,
}: {
  post: SocialPost
  editing: boolean
  onEdit: () => void
  onDone: () => void
  save: (values: SocialPostUpdate) => Promise<unknown>
  saving: boolean
  blogTitle: string
}) {
  const label = platformLabel(post.platform)
  const isTweet = post.platform === 'twitter'
  const [content, setContent] = useState(post.content)
  const [hashtags, setHashtags] = useState(post.hashtags.join(', '))
  const [error, setError] = useState<string | null>(null)
  const ids = { content: useId(), hashtags: useId(), error: useId(), count: useId() }
  const ready = post.status === 'ready'

  const startEditing = () => {
    setContent(post.content)
    setHashtags(post.hashtags.join(', '))
    setError(null)
    onEdit()
  }

  const submit = async (values: SocialPostUpdate) => {
    try {
      await save(values)
      onDone()
    } catch (failure) {
      const { fields } = parseApiError(failure)
      setError(fields.content ?? fields.hashtags ?? null)
    }
  }

  return (
    <article
      className="grid gap-3 rounded-xl border border-border/70 bg-card p-4 text-card-foreground shadow-soft"
      aria-label={`${label} post`}
      data-testid="social-post"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-serif text-lg font-semibold">{label}</h4>
        <Badge variant={ready ? 'default' : 'outline'}>{socialStatusLabel(post.status)}</Badge>
      </div>

      {editing ? (
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            void submit({ content, hashtags: parseHashtags(hashtags) })
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={ids.content}>{label} text</Label>
            <Textarea
              id={ids.content}
              value={content}
              rows={isTweet ? 5 : 8}
              onChange={(event) => setContent(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                [isTweet ? ids.count : '', error ? ids.error : ''].filter(Boolean).join(' ') ||
                undefined
              }
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.hashtags}>Hashtags (comma-separated)</Label>
            <Input
              id={ids.hashtags}
              value={hashtags}
              onChange={(event) => setHashtags(event.target.value)}
            />
          </div>
          {isTweet && (
            <TweetCount id={ids.count} text={composeSocialPost(content, parseHashtags(hashtags))} />
          )}
          <FieldMessage id={ids.error}>{error}</FieldMessage>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving}>
              <Check aria-hidden="true" />
              Save
            </Button>
            <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="text-sm break-words whitespace-pre-wrap">{post.content}</p>
          {post.hashtags.length > 0 && (
            <p className="text-sm break-words text-primary">
              {post.hashtags.map((tag) => `#${tag}`).join(' ')}
            </p>
          )}
          {isTweet && <TweetCount text={composeSocialPost(post.content, post.hashtags)} />}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={startEditing}
              aria-label={`Edit ${label} post`}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void copyPost(post)}
              aria-label={`Copy ${label} post`}
            >
              <Copy aria-hidden="true" />
              Copy
            </Button>
            {post.imageUrl && (
              <Button variant="outline" size="sm" asChild>
                <a
                  href={post.imageUrl}
                  download
                  aria-label={`Download image of “${blogTitle}” for ${label}`}
                >
                  <Download aria-hidden="true" />
                  Download Image
                </a>
              </Button>
            )}
            <Button
              variant={ready ? 'ghost' : 'secondary'}
              size="sm"
              disabled={saving}
              onClick={() =>
                // A failure is told by the 'Update Failed' toast.
                void save({
                  content: post.content,
                  hashtags: post.hashtags,
                  status: ready ? 'draft' : 'ready',
                }).catch(() => undefined)
              }
              aria-label={ready ? `Move ${label} post back to draft` : `Mark ${label} post ready`}
            >
              {ready ? <Undo2 aria-hidden="true" /> : <Check aria-hidden="true" />}
              {ready ? 'Back to Draft' : 'Mark Ready'}
            </Button>
          </div>
        </>
      )}
    </article>
  )
}
