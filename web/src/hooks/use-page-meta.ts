import { useEffect } from 'react'
import { useLocation, useMatches } from 'react-router'
import type { PageDeclaration } from '#contracts/pages'
import { useSiteText } from './use-site-text'

export interface PageMeta {
  /** Page title; the farm name is appended when it is not already part of it. */
  title: string
  /** Meta description (and og:description when the server rendered one). */
  description?: string
}

function setMetaContent(selector: string, content: string, create?: { name: string }) {
  let element = document.head.querySelector<HTMLMetaElement>(selector)
  if (!element && create) {
    element = document.createElement('meta')
    element.name = create.name
    document.head.appendChild(element)
  }
  element?.setAttribute('content', content)
}

/** The document title for a page title: "Products | Groveside Farm". */
export function composeTitle(title: string, farmName: string) {
  if (!farmName) return title
  if (!title) return farmName
  return title.toLowerCase().includes(farmName.toLowerCase()) ? title : `${title} | ${farmName}`
}

/** The path the server rendered the head for; its page-only tags are stale on any other path. */
const serverRenderedPath = typeof window === 'undefined' ? '' : window.location.pathname

/** What each route of the router carries (web/src/app/routes.tsx). */
export interface PageHandle {
  page: PageDeclaration
}

/**
 * Keeps the title, description, canonical link and the server-rendered social tags in step on
 * client-side navigation. The server renders them into the first HTML (DESIGN.md §4). Title and
 * description come from the page registry (contracts/pages.ts); a page whose data decides them
 * (a product, a post) passes its own.
 */
export function usePageMeta(meta: Partial<PageMeta> = {}) {
  const { text } = useSiteText()
  const page = (useMatches().at(-1)?.handle as PageHandle | undefined)?.page
  const title = meta.title ?? page?.title ?? ''
  const description = meta.description ?? page?.description?.(text)
  const farmName = text('farm_name')
  const fullTitle = composeTitle(title, farmName)
  const { pathname } = useLocation()

  useEffect(() => {
    document.title = fullTitle
    setMetaContent('meta[property="og:title"]', fullTitle)
    setMetaContent('meta[name="twitter:title"]', fullTitle)
  }, [fullTitle])

  useEffect(() => {
    if (description === undefined) return
    setMetaContent('meta[name="description"]', description, { name: 'description' })
    setMetaContent('meta[property="og:description"]', description)
    setMetaContent('meta[name="twitter:description"]', description)
  }, [description])

  useEffect(() => {
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
    // Keep the server's public origin (it may differ from the address the browser used).
    const origin = canonical?.href ? new URL(canonical.href).origin : window.location.origin
    const url = `${origin}${pathname}`
    canonical?.setAttribute('href', url)
    setMetaContent('meta[property="og:url"]', url)
    if (pathname !== serverRenderedPath) {
      // Tags only the first page had (product price, article dates, its JSON-LD, noindex) go.
      for (const element of document.head.querySelectorAll('[data-page-head]')) element.remove()
      setMetaContent('meta[property="og:type"]', 'website')
    }
  }, [pathname])
}
