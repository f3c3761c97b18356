import { describe, expect, it } from 'vitest'
import { pagePaths } from './all-pages'
import {
  emptySiteTextProblem,
  siteContentPages,
  siteContentShownOn,
  siteTextRequiredMessage,
} from './site-content'
import { siteContentDefaults } from './site-content-defaults'

describe('where a site text shows', () => {
  it('links every page of the Website Content Manager to a page of the registry', () => {
    for (const path of Object.values(siteContentPages)) expect(pagePaths).toContain(path)
  })

  it('names the page of every key the site reads, and none for others', () => {
    for (const key of Object.keys(siteContentDefaults)) {
      expect(siteContentShownOn(key), key).not.toBeNull()
    }
    expect(siteContentShownOn('hero_title')).toEqual({ path: '/', where: 'on the Home page' })
    expect(siteContentShownOn('contact_visit_message')).toEqual({
      path: '/contact',
      where: 'on the Contact page',
    })
    // The farm's hours, address, contacts and time zone are farm settings now (issue 25).
    expect(siteContentShownOn('contact_hours')).toBeNull()
    expect(siteContentShownOn('footer_faq_label')).toEqual({
      path: '/',
      where: 'in the footer of every page',
    })
    expect(siteContentShownOn('farm_name')?.where).toBe('on every page')
    expect(siteContentShownOn('retired_banner')).toBeNull()
    expect(siteContentShownOn('toString')).toBeNull()
  })
})

describe('a text the site reads cannot be empty', () => {
  it('refuses an empty, blank or missing text of a known key', () => {
    for (const content of ['', '   ', '\n\t', null, undefined]) {
      expect(emptySiteTextProblem('hero_title', content)).toBe(siteTextRequiredMessage)
    }
    expect(emptySiteTextProblem('hero_title', 'Fresh From the Grove')).toBeNull()
  })

  it('leaves keys the site does not read alone', () => {
    expect(emptySiteTextProblem('retired_banner', '')).toBeNull()
  })
})
