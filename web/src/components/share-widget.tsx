import type { ReactNode } from 'react'
import { Link2, Mail, Share2 } from 'lucide-react'
import { useSiteText } from '../hooks/use-site-text'
import { useHydrated } from '../lib/use-hydrated'
import { Button } from './ui/button'
import { toast } from './ui/use-toast'

/** The networks' own share addresses for a page. */
export function shareLinks(pageUrl: string, title: string) {
  const url = encodeURIComponent(pageUrl)
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    twitter: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(title)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${pageUrl}`)}`,
  }
}

/**
 * The share widget of spec 2 §2 (blog posts, recipes, products): Facebook, Twitter, the farm's
 * Instagram profile, e-mail and copy link ('Link copied!' / 'Failed to copy link'). The page's
 * full address is known only in the browser, so the links point at it once hydrated (a tap on
 * Copy link before then is carried out after: decision 0046).
 */
export function ShareWidget({ path, title }: { path: string; title: string }) {
  const hydrated = useHydrated()
  const { text } = useSiteText()
  const pageUrl = hydrated ? new URL(path, window.location.origin).href : path
  const links = shareLinks(pageUrl, title)
  const instagram = text('instagram_url')

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl)
      toast({ title: 'Link copied!' })
    } catch {
      toast({ title: 'Failed to copy link', variant: 'destructive' })
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Share">
      <span className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <Share2 className="size-4" aria-hidden="true" />
        Share
      </span>
      <ShareLink href={links.facebook} label="Share on Facebook">
        <FacebookMark />
      </ShareLink>
      <ShareLink href={links.twitter} label="Share on Twitter">
        <TwitterMark />
      </ShareLink>
      {instagram && (
        <ShareLink href={instagram} label="Our Instagram profile">
          <InstagramMark />
        </ShareLink>
      )}
      <ShareLink href={links.email} label="Share by e-mail" sameTab>
        <Mail aria-hidden="true" />
      </ShareLink>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-9 rounded-full"
        onClick={copyLink}
        aria-label="Copy link"
      >
        <Link2 aria-hidden="true" />
      </Button>
    </div>
  )
}

function ShareLink({
  href,
  label,
  sameTab = false,
  children,
}: {
  href: string
  label: string
  sameTab?: boolean
  children: ReactNode
}) {
  return (
    <Button asChild variant="outline" size="icon" className="size-9 rounded-full">
      <a
        href={href}
        aria-label={label}
        {...(sameTab ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {children}
      </a>
    </Button>
  )
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      <path d="M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1z" />
    </svg>
  )
}

function TwitterMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
    </svg>
  )
}

function InstagramMark() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </svg>
  )
}
