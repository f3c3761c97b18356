import { galleryStatKeys, photoInputSchema, photoSchema } from './gallery'
import { staffResourceEndpoints } from './staff-resource-endpoints'

/**
 * Photo gallery (spec 2 "Photo Gallery", spec 3 §2, §7): the public list is also the Photo
 * Gallery Manager's (featured first, then by sort order); staff add, edit and delete at the
 * spec's paths.
 */
export const photos = staffResourceEndpoints({
  path: '/api/photo-gallery',
  item: photoSchema,
  input: photoInputSchema,
  listing: {
    sorts: { gallery: 'asc', newest: 'desc', title: 'asc' },
    defaultSort: 'gallery',
    stats: galleryStatKeys,
  },
})

export const listPhotos = photos.list
