import { matchPath } from 'react-router'
import { pagePaths } from '#contracts/all-pages'
import type { PageHead } from './page-heads'
import { earlyTapsScriptTag } from './early-taps'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`,
  )

/** Whether the browser app has a screen for this path (matched case-insensitively, like the router). */
export function isClientRoute(pathname: string): boolean {
  return pagePaths.some((pattern) =>
    matchPath({ path: pattern, caseSensitive: false, end: true }, pathname),
  )
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are escaped as
 * \u003c, \u003e and \u0026 (still the same JSON), so no text can close the script element or
 * open a comment; U+2028/U+2029 too, for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export interface HeadExtras {
  /** JavaScript chunks of the requested screen (`<link rel="modulepreload">`). */
  modulePreloads?: string[]
  /** Ready-made `<link>` tags (React's own preloads from server rendering). */
  extraLinks?: string
}

/**
 * The page's head tags. Tags that only some pages have (robots, product:/article: properties,
 * the page's own JSON-LD) carry `data-page-head`, so the browser app can drop the first page's
 * ones on client-side navigation; the others exist on every page and are updated in place.
 */
export function renderHeadTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string, pageOnly = false) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}"${pageOnly ? ' data-page-head' : ''} />`
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ]
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, nofollow', true))
  if (head.canonicalUrl)
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`)
  tags.push(
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:alt', head.imageAlt),
    ...head.ogExtras.map(([property, content]) => meta('property', property, content, true)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    meta('name', 'twitter:image:alt', head.imageAlt),
  )
  if (head.twitterSite) tags.push(meta('name', 'twitter:site', head.twitterSite))
  const [business, ...pageData] = head.jsonLd
  if (business) tags.push(`<script type="application/ld+json">${jsonForScript(business)}</script>`)
  for (const data of pageData) {
    tags.push(`<script type="application/ld+json" data-page-head>${jsonForScript(data)}</script>`)
  }
  return tags.join('\n    ')
}

/**
 * Resource hints, placed after the entry script and stylesheet. The screen's API answers and its
 * largest image come first: they are small, and on HTTP/1.1 (six connections) they would otherwise
 * queue behind the screen's many small chunks. Then the screen's JavaScript.
 */
export function renderResourceHints(head: PageHead, extras: HeadExtras = {}): string {
  const tags: string[] = []
  const image = head.preloads.filter((preload) => preload.as === 'image')
  const data = head.preloads.filter((preload) => preload.as === 'fetch')
  for (const { href } of image) {
    tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}" />`)
  }
  if (extras.extraLinks) tags.push(extras.extraLinks)
  for (const { href } of data) {
    // The app fetches with credentials: 'include'; the preload must match to be used.
    tags.push(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(href)}" />`,
    )
  }
  for (const href of extras.modulePreloads ?? []) {
    tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`)
  }
  return tags.join('\n    ')
}

/**
 * Puts the page's head tags where index.html has its `<!--app-head-->` marker and the resource
 * hints at the end of the head.
 */
export function injectHead(indexHtml: string, headTags: string, resourceHints = ''): string {
  const withHead = indexHtml.replace('<!--app-head-->', () => headTags)
  return resourceHints
    ? withHead.replace('</head>', () => `  ${resourceHints}\n  </head>`)
    : withHead
}

/**
 * Puts server-rendered markup into index.html's empty `#root`, followed by the query cache it was
 * rendered from and the screen's chunks in evaluation order (inert JSON, allowed by the CSP, read
 * by web/src/main.tsx before hydrating). The app's scripts then only hydrate: a build's entry
 * loads after the first paint (web/public/boot.js), the rest at low priority. Meanwhile the head's
 * inline script holds what is tapped (early-taps.ts).
 */
export function injectAppMarkup(
  indexHtml: string,
  rootHtml: string,
  queryState: unknown,
  screenChunks: string[] = [],
): string {
  const state = `<script type="application/json" id="app-state">${jsonForScript(queryState)}</script>`
  const chunks = screenChunks.length
    ? `<script type="application/json" id="screen-chunks">${jsonForScript(screenChunks)}</script>`
    : ''
  return indexHtml
    .replace('</head>', () => `  ${earlyTapsScriptTag}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rootHtml}</div>${state}${chunks}`)
    .replace(builtEntryScript, (_tag, entry: string) => afterFirstPaint(entry))
    .replace(
      /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
      '<$1 fetchpriority="low"',
    )
}

/** The entry script of a production build's index.html. */
const builtEntryScript =
  /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/

/** The entry, loaded by /boot.js (web/public) after the page's first paint. */
function afterFirstPaint(entry: string): string {
  return `<meta name="app-entry" content="${entry}" />\n    <script type="module" src="/boot.js"></script>`
}
