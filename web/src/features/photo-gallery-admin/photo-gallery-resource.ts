import type { Photo, PhotoInput } from '#contracts/gallery'
import { photos } from '#contracts/gallery-api'
import type { ImageFieldToasts } from '#web/components/staff/image-field'
import { recordFormValues } from '#web/lib/record-form-values'
import { defineStaffResource, failureToasts, successToasts } from '#web/lib/staff-resource'

/**
 * Photo Gallery Manager (spec 3 §2, §7, §8): the spec's paths (the public list is the staff list,
 * so a change shows on /photo-gallery at once) and toasts: 'Error' with the server's message.
 */
export const photoGalleryResource = defineStaffResource<Photo>({
  endpoints: photos,
  messages: {
    ...successToasts(({ Past }) => `Photo ${Past}`, 'add'),
    ...failureToasts(
      ({ verb }) => ({ title: 'Error', fallback: `Failed to ${verb} photo` }),
      'add',
    ),
  },
})

/** Spec 3 §5, §8: the gallery's upload words (5 MB limit). */
export const photoUploadToasts: ImageFieldToasts = {
  uploaded: 'Upload Successful',
  failed: 'Upload Failed',
  failedDescription: 'Failed to upload image. Please try again or use a URL instead.',
  invalidFile: 'Error',
  invalidFileDescription: 'Please select an image file (JPG, PNG, etc.)',
  tooLarge: 'Error',
}

/** The blank form: category harvest, not featured, sort order 0 (spec 3 §10). */
export const blankPhoto = {
  title: '',
  description: '',
  imageUrl: '',
  category: 'harvest',
  tags: '',
  featured: false,
  sortOrder: 0,
} satisfies PhotoInput

/** A stored photo as the form edits it: tags back to one comma-separated line. */
export function photoFormValues(photo: Photo): PhotoInput {
  return recordFormValues<PhotoInput, 'tags'>(blankPhoto, photo, { tags: photo.tags.join(', ') })
}
