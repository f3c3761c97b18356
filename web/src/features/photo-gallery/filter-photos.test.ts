import { describe, expect, it } from 'vitest'
import { cardTags } from '#contracts/gallery'
import {
  allPhotos,
  featuredPhotos,
  filterPhotos,
  matchesPhotoSearch,
  photoCategoryChoices,
} from './filter-photos'

const photo = (
  title: string,
  extra: Partial<{ description: string; tags: string[]; category: string; featured: boolean }>,
) => ({
  title,
  description: extra.description ?? null,
  tags: extra.tags ?? [],
  category: (extra.category ?? 'harvest') as 'harvest',
  featured: extra.featured ?? false,
})

const photos = [
  photo('First Haden picking', { tags: ['mango', 'haden'], featured: true }),
  photo('The grove at sunrise', { description: 'Morning LIGHT', category: 'farm_life' }),
  photo('Checking the hives', { tags: ['Bees'], category: 'farm_life', featured: true }),
]

describe('gallery search and categories', () => {
  it('matches title, description or a tag, ignoring case and surrounding spaces', () => {
    expect(matchesPhotoSearch(photos[0]!, '  HADEN ')).toBe(true)
    expect(matchesPhotoSearch(photos[1]!, 'light')).toBe(true)
    expect(matchesPhotoSearch(photos[2]!, 'bees')).toBe(true)
    expect(matchesPhotoSearch(photos[2]!, 'mango')).toBe(false)
    expect(matchesPhotoSearch(photos[2]!, '   ')).toBe(true)
  })

  it('filters by category and search together', () => {
    expect(filterPhotos(photos, { search: '', category: 'farm_life' }).map((p) => p.title)).toEqual(
      ['The grove at sunrise', 'Checking the hives'],
    )
    expect(filterPhotos(photos, { search: 'hives', category: allPhotos })).toHaveLength(1)
    expect(filterPhotos(photos, { search: 'hives', category: 'harvest' })).toHaveLength(0)
  })

  it('offers all photos and every category with its count', () => {
    expect(photoCategoryChoices(photos)).toEqual([
      { value: 'all', label: 'All Photos', count: 3 },
      { value: 'harvest', label: 'Harvest', count: 1 },
      { value: 'farm_life', label: 'Farm Life', count: 2 },
      { value: 'products', label: 'Products', count: 0 },
      { value: 'tours', label: 'Tours', count: 0 },
      { value: 'events', label: 'Events', count: 0 },
    ])
  })

  it('features at most three photos and shows at most two tags on a card', () => {
    const many = Array.from({ length: 5 }, (_, n) => photo(`Photo ${n}`, { featured: n !== 1 }))
    expect(featuredPhotos(many).map((p) => p.title)).toEqual(['Photo 0', 'Photo 2', 'Photo 3'])
    expect(cardTags(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 })
    expect(cardTags(['a'])).toEqual({ shown: ['a'], more: 0 })
  })
})
