import { describe, expect, it } from 'vitest'
import { blogCategories } from '#contracts/blog'
import { composeSocialPost, socialPlatforms, tweetLimit } from '#contracts/social-media'
import {
  categoryHashtags,
  farmNameHashtag,
  hashtagsFor,
  socialPostTemplates,
  truncateToFit,
  tweetLength,
  type SocialPostSource,
} from './social-post-templates'

const farm = 'Groveside Farm'
const source: SocialPostSource = {
  title: 'Mango season is here',
  excerpt: 'The first Haden mangos are ripe on the trees by the pond.',
  category: 'Harvest Updates',
  url: 'https://shop.groveside.farm/blog/mango-season-is-here',
}

/** A small deterministic generator (mulberry32), so the "many posts" below are the same each run. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const words = [
  'mango',
  'avocado',
  'honey',
  'harvest',
  'grafted',
  'lychee',
  'the',
  'a',
  'dragonfruit',
  'pick-your-own',
  'Saturday',
  'sunrise',
  'orchard',
  '🥭',
  '🌱',
  '日本のマンゴー',
  'café',
  'https://example.com/more',
  'averyveryverylongwordwithoutanyspacesatallthatgoesonandonandon',
  '#tag',
  '@farm',
]

function sentence(next: () => number, maxWords: number) {
  const count = Math.floor(next() * maxWords)
  return Array.from({ length: count }, () => words[Math.floor(next() * words.length)]).join(
    next() < 0.1 ? '\n' : ' ',
  )
}

describe('social post templates', () => {
  it('drafts one post per platform from the title, excerpt, category and link', () => {
    const drafts = socialPostTemplates(source, farm)
    expect(drafts.map((draft) => draft.platform)).toEqual([...socialPlatforms])
    for (const draft of drafts) {
      expect(draft.content).toContain(source.title)
      expect(draft.content).toContain(source.excerpt)
      expect(draft.content).toContain(source.url)
      expect(draft.hashtags[0]).toBe('Harvest')
      expect(draft.hashtags).toContain('GrovesideFarm')
    }
    expect(drafts[0]!.content).toBe(
      'Mango season is here — The first Haden mangos are ripe on the trees by the pond.\n\nhttps://shop.groveside.farm/blog/mango-season-is-here',
    )
    expect(drafts[0]!.hashtags).toEqual(['Harvest', 'GrovesideFarm'])
    expect(drafts[3]!.content.startsWith('Harvest Updates from Groveside Farm:')).toBe(true)
  })

  it('has hashtags for every blog category, and falls back to Farm Updates', () => {
    for (const category of blogCategories) expect(categoryHashtags[category]).toBeDefined()
    expect(hashtagsFor('facebook', 'Something else', farm)).toEqual(
      hashtagsFor('facebook', 'Farm Updates', farm),
    )
    expect(farmNameHashtag('  groveside farm & nursery ')).toBe('GrovesideFarmNursery')
    expect(farmNameHashtag('!!!')).toBe('')
    expect(new Set(hashtagsFor('instagram', 'Recipes', farm)).size).toBe(
      hashtagsFor('instagram', 'Recipes', farm).length,
    )
  })

  it('counts a link as 23 characters, as Twitter/X does', () => {
    expect(tweetLength(`Read ${'https://example.com/' + 'a'.repeat(200)}`)).toBe(5 + 23)
  })

  it('shortens a long excerpt with an ellipsis and keeps the link and hashtags', () => {
    const long = { ...source, excerpt: 'Ripe mangos under the trees. '.repeat(20).trim() }
    const [twitter] = socialPostTemplates(long, farm)
    const posted = composeSocialPost(twitter!.content, twitter!.hashtags)
    expect(tweetLength(posted)).toBeLessThanOrEqual(tweetLimit)
    expect(tweetLength(posted)).toBeGreaterThan(tweetLimit - 30)
    expect(twitter!.content).toMatch(/… ?\n\nhttps:\/\/shop\.groveside\.farm\/blog\/mango/)
    expect(twitter!.hashtags).toEqual(['Harvest', 'GrovesideFarm'])
  })

  it('ends a shortened automatic excerpt (already ending in …) at a word with one ellipsis', () => {
    const automatic = `${'Ripe mangos under the trees by the pond. '.repeat(6).trim().slice(0, 180)}…`
    const title = 'Mango season is here: our first Haden harvest of the year'
    const [twitter] = socialPostTemplates({ ...source, title, excerpt: automatic }, farm)
    const body = twitter!.content.split('\n\n')[0]!
    expect(body.length).toBeLessThan(title.length + 3 + automatic.length)
    expect(body.match(/…|\.\.\./g)).toHaveLength(1)
    expect(body).toMatch(/ [A-Za-z]+…$/)
    expect(automatic.startsWith(body.split(' — ')[1]!.slice(0, -1))).toBe(true)
  })

  it('never drafts a tweet over 280, and always drafts the same posts for the same blog post', () => {
    const next = random(35)
    const urls = [
      'https://shop.groveside.farm/blog/',
      'http://localhost:5000/blog/',
      'http://127.0.0.1:5121/blog/',
    ]
    for (let round = 0; round < 400; round += 1) {
      const post: SocialPostSource = {
        title: sentence(next, 60) || 'Untitled',
        excerpt: next() < 0.1 ? null : sentence(next, 120),
        category: next() < 0.9 ? blogCategories[round % blogCategories.length]! : 'Other',
        url: urls[round % urls.length]! + 'x'.repeat(Math.floor(next() * 255)),
      }
      const drafts = socialPostTemplates(post, next() < 0.1 ? '' : farm)
      const twitter = drafts.find((draft) => draft.platform === 'twitter')!
      const posted = composeSocialPost(twitter.content, twitter.hashtags)
      expect(tweetLength(posted), JSON.stringify(post)).toBeLessThanOrEqual(tweetLimit)
      expect(twitter.content.length).toBeGreaterThan(0)
      expect(socialPostTemplates(post, farm)).toEqual(socialPostTemplates(post, farm))
    }
  })

  it('cuts at whole characters and answers empty when nothing fits', () => {
    expect(truncateToFit('🥭🥭🥭🥭', (text) => text.length <= 5)).toBe('🥭🥭…')
    expect(truncateToFit('abc', () => false)).toBe('')
    expect(truncateToFit('abc', () => true)).toBe('abc')
  })
})
