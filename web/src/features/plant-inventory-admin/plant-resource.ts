import type { PlantAdmin, PlantInput } from '#contracts/plant-inventory'
import * as plantInventoryApi from '#contracts/plant-inventory-api'
import type { ImageFieldToasts } from '#web/components/staff/image-field'
import { recordFormValues } from '#web/lib/record-form-values'
import { defineStaffResource, failureToasts, successToasts } from '#web/lib/staff-resource'

/**
 * Plant inventory management (spec 3 §2, §7, §8): the staff list at /api/admin/plant-inventory
 * (the spec's writes on the public path are staff-only here); a change also refreshes the
 * public list of /plant-inventory. Toasts are spec 3 §8's "Plants" row: 'Error' with the
 * server's message on failure.
 */
export const plantResource = defineStaffResource<PlantAdmin>({
  endpoints: plantInventoryApi.plants,
  refreshes: [plantInventoryApi.listPlants],
  messages: {
    ...successToasts(({ past }) => `Plant ${past} successfully`, 'add'),
    ...failureToasts(
      ({ verb }) => ({ title: 'Error', fallback: `Failed to ${verb} plant` }),
      'add',
    ),
  },
})

/** Spec 3 §5 "Plant": the upload's words (the `plant` purpose; the limit is every field's). */
export const plantUploadToasts: ImageFieldToasts = {
  uploaded: 'Image Uploaded',
  failed: 'Upload failed',
  failedDescription: 'Failed to process image',
  invalidFile: 'Invalid File',
  tooLarge: 'File too large',
}

/** A new plant: a mango tree, none in stock yet, minimum order 1, available (spec 3 §3). */
export const blankPlant = {
  category: 'mango',
  variety: '',
  size: '',
  rootstock: '',
  description: '',
  price: '',
  quantityAvailable: 0,
  minOrderQuantity: 1,
  maxOrderQuantity: null,
  isAvailable: true,
  seasonalAvailability: '',
  plantingInstructions: '',
  careInstructions: '',
  harvestInfo: '',
  imageUrl: '',
  tags: [],
} satisfies PlantInput

/** A stored plant as the form edits it (blank text for the fields it does not have). */
export function plantFormValues(plant: PlantAdmin): PlantInput {
  return recordFormValues<PlantInput>(blankPlant, plant)
}
