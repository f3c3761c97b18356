import { describe, expect, it } from 'vitest'
import { notFoundScreen, screenComponent, type PageDeclaration } from '#contracts/pages'
import { pagePaths, pages } from '#contracts/all-pages'
import { routes } from './routes'

const screenModules = import.meta.glob<Record<string, unknown>>('../features/*/*-page.tsx')

describe('the route table from the page registry', () => {
  it('has a route for every registered path: staff screens in the back office, then the not-found page', () => {
    const [backOffice, storefront] = routes
    const staffPaths: readonly string[] = pages.flatMap((page) =>
      page.access === 'staff' ? page.paths : [],
    )
    expect(backOffice!.children!.map((route) => route.path)).toEqual(staffPaths)
    expect(storefront!.children!.map((route) => route.path)).toEqual([
      ...pagePaths.filter((path) => !staffPaths.includes(path)),
      '*',
    ])
    expect(new Set(pagePaths).size).toBe(pagePaths.length)
  })

  const screens: [path: string, screen: string][] = [
    ...pages.map((page): [string, string] => [page.paths[0], page.screen]),
    ['*', notFoundScreen],
  ]
  it.each(screens)(
    "%s: the registry's screen module exists and exports its component",
    async (_path, screen) => {
      const load = screenModules[`../features/${screen}.tsx`]
      expect(load, `no module web/src/features/${screen}.tsx`).toBeDefined()
      expect(typeof (await load!())[screenComponent(screen)]).toBe('function')
    },
  )

  it('names staff screens, and only them, *-admin-page (the staff chunk loads those)', () => {
    for (const page of pages as readonly PageDeclaration[])
      expect(`${page.screen}: ${page.screen.endsWith('-admin-page')}`).toBe(
        `${page.screen}: ${page.access === 'staff'}`,
      )
  })

  it('names components after their files', () => {
    expect(screenComponent('product-detail/product-detail-page')).toBe('ProductDetailPage')
    expect(screenComponent('faq-page')).toBe('FaqPage')
  })

  it('gives every page a title, every indexed page a description', () => {
    const text = (key: string) => (key === 'farm_name' ? 'Groveside Farm' : 'text')
    for (const page of pages as readonly PageDeclaration[]) {
      expect(page.title.length).toBeGreaterThan(0)
      if (page.access === 'public' && !page.private) expect(page.description?.(text)).toMatch(/\w/)
    }
  })
})
