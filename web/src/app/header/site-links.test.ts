import { describe, expect, it } from 'vitest'
import { pages } from '#contracts/all-pages'
import { headerLinks, isBuiltPath, mainLinks } from './site-links'

describe('header links', () => {
  it('keeps spec 1 §2 order: Home, About, Products, Farm Events inline, the rest under More', () => {
    const everything = mainLinks.map((link) => link.to)
    const { inline, more, all } = headerLinks(everything)
    expect(inline.map((link) => link.label)).toEqual(['Home', 'About', 'Products', 'Farm Events'])
    expect(more.map((link) => link.label)).toEqual([
      'Pick Your Own',
      'Gallery',
      'Recipes',
      'Plants & Trees',
      'Seasonal Calendar',
      'Harvest Alerts',
      'Subscription Plans',
      'Blog',
      'Contact',
    ])
    expect(all).toHaveLength(13)
    expect(all.find((link) => link.label === 'Gallery')?.to).toBe('/photo-gallery')
    expect(all.find((link) => link.label === 'Plants & Trees')?.to).toBe('/plant-inventory')
    expect(all.find((link) => link.label === 'Farm Events')?.to).toBe('/farm-tours')
  })

  it('leaves out screens that are not built, without moving the others between groups', () => {
    const { inline, more, all } = headerLinks(['/', '/products', '/blog', '/blog/:slug'])
    expect(inline.map((link) => link.to)).toEqual(['/', '/products'])
    expect(more.map((link) => link.to)).toEqual(['/blog'])
    expect(all.map((link) => link.to)).toEqual(['/', '/products', '/blog'])
  })

  it('links the pages spec 1 leaves out (issue 22) under their registry titles', () => {
    const { more, all } = headerLinks()
    for (const path of ['/seasonal-calendar', '/harvest-alerts', '/subscriptions']) {
      const page = pages.find((each) => (each.paths as readonly string[]).includes(path))!
      expect(more).toContainEqual({ to: path, label: page.title })
      expect(all).toContainEqual({ to: path, label: page.title })
    }
  })

  it('matches registered paths case-insensitively and exactly', () => {
    expect(isBuiltPath('/about', ['/About'])).toBe(true)
    expect(isBuiltPath('/blog', ['/blog/:slug'])).toBe(false)
  })
})
