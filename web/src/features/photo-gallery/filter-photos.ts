import { galleryLimits, photoCategories, photoCategoryLabels, type Photo } from '#contracts/gallery'

/** The category dropdown's value for every photo (spec 2 §5: all, then the categories). */
export const allPhotos = 'all'

type Searchable = Pick<Photo, 'title' | 'description' | 'tags'>

/** Gallery search (spec 2 §4): title, description or tags, case-insensitive. */
export function matchesPhotoSearch(photo: Searchable, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase()
  if (!needle) return true
  return [photo.title, photo.description ?? '', ...photo.tags].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  )
}

export function filterPhotos<T extends Searchable & Pick<Photo, 'category'>>(
  photos: readonly T[],
  { search, category }: { search: string; category: string },
): T[] {
  return photos.filter(
    (photo) =>
      (category === allPhotos || photo.category === category) && matchesPhotoSearch(photo, search),
  )
}

/** The dropdown (spec 2): 'All Photos' and every category, each with how many photos it has. */
export function photoCategoryChoices(photos: readonly Pick<Photo, 'category'>[]) {
  return [
    { value: allPhotos, label: 'All Photos', count: photos.length },
    ...photoCategories.map((category) => ({
      value: category,
      label: photoCategoryLabels[category],
      count: photos.filter((photo) => photo.category === category).length,
    })),
  ]
}

/** Featured Photos (spec 2 §5): the first three featured ones of the list, in its order. */
export const featuredPhotos = <T extends Pick<Photo, 'featured'>>(photos: readonly T[]) =>
  photos.filter((photo) => photo.featured).slice(0, galleryLimits.featuredShown)
