import { z } from 'zod'

/**
 * POST /api/upload-image (staff only, multipart field `image`, spec 3 §7). The caller says what
 * the picture is for in the `purpose` query parameter; the purpose decides the size limit
 * (spec 3 §9: 1 MB for products, blog, plants and recipes, 5 MB for the gallery).
 */
export const uploadPurposes = ['product', 'blog', 'plant', 'recipe', 'gallery', 'content'] as const
export const uploadPurposeSchema = z.enum(uploadPurposes)
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>

const megabyte = 1024 * 1024

export const uploadLimitBytes: Record<UploadPurpose, number> = {
  product: megabyte,
  blog: megabyte,
  plant: megabyte,
  recipe: megabyte,
  content: megabyte,
  gallery: 5 * megabyte,
}

/** The spec's words for a file over the limit ('File Too Large' is the toast title). */
export const tooLargeMessage = (purpose: UploadPurpose) =>
  `Please select an image smaller than ${uploadLimitBytes[purpose] / megabyte}MB`

export const notAnImageMessage = 'Please select an image file (JPG, PNG, GIF, etc.)'

/** A picture whose header is fine but whose pixels cannot be decoded (cut short, damaged). */
export const unreadableImageMessage =
  'This image could not be read (the file may be damaged or incomplete)'

export const uploadQuerySchema = z.object({ purpose: uploadPurposeSchema.default('product') })

/** The stored picture: `imageUrl` is the widest rendition; `srcset` lists every width. */
export const uploadedImageSchema = z.object({
  imageUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type UploadedImage = z.infer<typeof uploadedImageSchema>
