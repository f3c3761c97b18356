import { z } from 'zod'

/** Every error answer of the API has this shape. `fields` names the bad input on a 400. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>
