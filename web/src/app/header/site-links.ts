import { storefrontPages, storefrontPaths } from '#contracts/pages'

export interface SiteLink {
  to: string
  label: string
  /** Active only on the exact path (Home), not on paths below it. */
  end?: boolean
}

/** A link to a page of the registry, named by its title there (declared once). */
export function pageLink(path: string): SiteLink {
  const page = storefrontPages.find((each) => (each.paths as readonly string[]).includes(path))
  return { to: path, label: page?.title ?? path }
}

/**
 * Pages spec 1 §2 leaves out of the header and footer, linked there so they can be found
 * (issue 22): under 'More', in the phone menu and in the footer.
 */
export const seasonalCalendarLink = pageLink('/seasonal-calendar')
export const harvestAlertsLink = pageLink('/harvest-alerts')
export const subscriptionsLink = pageLink('/subscriptions')
export const giftCardsLink = pageLink('/gift-cards')

/**
 * Main links of spec 1 §2, in order, with the pages it leaves out after Plants & Trees. The
 * first four sit in the header, the rest under 'More'.
 */
export const mainLinks: readonly SiteLink[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About' },
  { to: '/products', label: 'Products' },
  { to: '/farm-tours', label: 'Farm Events' },
  { to: '/pick-your-own', label: 'Pick Your Own' },
  { to: '/photo-gallery', label: 'Gallery' },
  { to: '/recipes', label: 'Recipes' },
  { to: '/plant-inventory', label: 'Plants & Trees' },
  seasonalCalendarLink,
  harvestAlertsLink,
  subscriptionsLink,
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
]
export const inlineLinkCount = 4

/**
 * Whether a path has a screen (the page registry, contracts/pages.ts). Links to screens not built yet are
 * left out, so no link leads to 'Page Not Found'; they appear when their screens register.
 */
export function isBuiltPath(path: string, built: readonly string[] = storefrontPaths): boolean {
  const wanted = path.toLowerCase()
  return built.some((candidate) => candidate.toLowerCase() === wanted)
}

export function builtLinks<T extends { to: string }>(
  links: readonly T[],
  built: readonly string[] = storefrontPaths,
): T[] {
  return links.filter((link) => isBuiltPath(link.to, built))
}

/** The header's links, split as spec 1 §2 says (each group keeps only built screens). */
export function headerLinks(built: readonly string[] = storefrontPaths) {
  return {
    inline: builtLinks(mainLinks.slice(0, inlineLinkCount), built),
    more: builtLinks(mainLinks.slice(inlineLinkCount), built),
    all: builtLinks(mainLinks, built),
  }
}
