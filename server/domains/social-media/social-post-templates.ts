import twitterText from 'twitter-text'
import { cutAtWord } from '#server/lib/shorten-text'
import { composeSocialPost, tweetLimit, type SocialPlatform } from '#contracts/social-media'

/**
 * The drafts generated from a blog post (decision 0035): fixed templates over the post's title,
 * excerpt, category and link, one per platform, so the same post always gives the same drafts.
 */

export interface SocialPostSource {
  title: string
  excerpt: string | null
  category: string
  /** The post's absolute address (PUBLIC_URL + /blog/<slug>). */
  url: string
}

export interface SocialPostDraft {
  platform: SocialPlatform
  content: string
  hashtags: string[]
}

/** The one map of blog categories (contracts/blog.ts) to their hashtags, most specific first. */
export const categoryHashtags: Record<string, readonly string[]> = {
  'Farm Updates': ['FarmLife', 'FarmUpdate'],
  'Harvest Updates': ['Harvest', 'FreshProduce'],
  'Growing Tips': ['GrowingTips', 'Gardening'],
  Recipes: ['FarmToTable', 'Recipes'],
  Events: ['FarmEvents', 'VisitTheFarm'],
  News: ['FarmNews', 'LocalFarm'],
}

/** Tags every post of the farm carries besides its category's. */
export const farmHashtags = ['FloridaFarm', 'TropicalFruit'] as const

/** How many hashtags each platform's draft carries (Twitter/X keeps room for the text). */
const hashtagCount: Record<SocialPlatform, number> = {
  twitter: 2,
  facebook: 3,
  linkedin: 3,
  instagram: 8,
}

/** "Groveside Farm" → "GrovesideFarm" (letters and digits only); empty when nothing is left. */
export function farmNameHashtag(farmName: string) {
  return farmName
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')
}

export function hashtagsFor(platform: SocialPlatform, category: string, farmName: string) {
  const fromCategory = categoryHashtags[category] ?? categoryHashtags['Farm Updates']!
  const farmTag = farmNameHashtag(farmName)
  const all = [fromCategory[0]!, ...(farmTag ? [farmTag] : []), ...fromCategory.slice(1)]
  const unique = [...new Set([...all, ...farmHashtags])]
  return unique.slice(0, hashtagCount[platform])
}

/** A tweet's length as Twitter/X counts it (twitter-text: a link is 23, CJK and emoji weigh 2). */
export const tweetLength = (text: string) => twitterText.parseTweet(text).weightedLength

/**
 * The longest start of `text` (whole code points, cut at a word when one is near) that `fits`,
 * with an ellipsis; '' when not even one character fits.
 */
export function truncateToFit(text: string, fits: (candidate: string) => boolean) {
  if (fits(text)) return text
  const points = Array.from(text)
  // `count` characters, the ellipsis included, cut as every shortened text of the site.
  const cut = (count: number) => cutAtWord(points, count)
  let low = 0
  let high = points.length - 1
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (fits(cut(middle))) low = middle
    else high = middle - 1
  }
  return low > 0 && fits(cut(low)) ? cut(low) : ''
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Title — excerpt, link; the excerpt (then the title) shortened until the tweet fits 280. */
function tweet(source: SocialPostSource, hashtags: string[]): SocialPostDraft {
  const title = oneLine(source.title)
  const excerpt = oneLine(source.excerpt ?? '')
  const build = (head: string, body: string) =>
    `${body ? `${head} — ${body}` : head}\n\n${source.url}`
  const fits = (content: string, tags: string[]) =>
    tweetLength(composeSocialPost(content, tags)) <= tweetLimit

  for (const tags of [hashtags, []]) {
    const body = truncateToFit(excerpt, (candidate) => fits(build(title, candidate), tags))
    if (body || !excerpt) {
      if (fits(build(title, body), tags)) return draft(build(title, body), tags)
    }
    const head = truncateToFit(title, (candidate) => fits(build(candidate, ''), tags))
    if (head) return draft(build(head, ''), tags)
  }
  // Only a link longer than a tweet gets here (PUBLIC_URL not a real domain): cut everything.
  return draft(
    truncateToFit(build(title, excerpt), (candidate) => fits(candidate, [])),
    [],
  )

  function draft(content: string, tags: string[]): SocialPostDraft {
    return { platform: 'twitter', content, hashtags: tags }
  }
}

/** The four drafts of a blog post, in the order of `socialPlatforms`. */
export function socialPostTemplates(source: SocialPostSource, farmName: string): SocialPostDraft[] {
  const title = oneLine(source.title)
  const excerpt = oneLine(source.excerpt ?? '')
  const paragraphs = (...parts: string[]) => parts.filter(Boolean).join('\n\n')
  const tags = (platform: SocialPlatform) => hashtagsFor(platform, source.category, farmName)
  const from = farmName.trim() || 'the farm'
  return [
    tweet(source, tags('twitter')),
    {
      platform: 'facebook',
      content: paragraphs(`New on the ${from} blog: ${title}`, excerpt, `Read more: ${source.url}`),
      hashtags: tags('facebook'),
    },
    {
      platform: 'instagram',
      content: paragraphs(
        `${title} 🌱`,
        excerpt,
        `The full story is on our blog (link in bio): ${source.url}`,
      ),
      hashtags: tags('instagram'),
    },
    {
      platform: 'linkedin',
      content: paragraphs(
        `${source.category} from ${from}: ${title}`,
        excerpt,
        `Read the full article: ${source.url}`,
      ),
      hashtags: tags('linkedin'),
    },
  ]
}
