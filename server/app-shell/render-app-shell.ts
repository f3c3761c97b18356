import { matchPath } from 'react-router'
import { clientRoutePaths } from '../../contracts/client-routes'

export interface PageHead {
  title: string
  description: string
  canonicalUrl: string
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' })[char]};`)

/** Whether the browser app has a screen for this path (matched case-insensitively, like the router). */
export function isClientRoute(pathname: string): boolean {
  return clientRoutePaths.some((pattern) => matchPath({ path: pattern, caseSensitive: false, end: true }, pathname))
}

export function renderHeadTags(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}" />`,
    `<meta property="og:type" content="website" />`,
  ].join('\n    ')
}

/** Puts the page's head tags where index.html has its `<!--app-head-->` marker. */
export function injectHead(indexHtml: string, head: PageHead): string {
  return indexHtml.replace('<!--app-head-->', renderHeadTags(head))
}
