import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { plainIssueMessage } from './issue-messages'

// As the server (server/app.ts) and the browser (web/src/lib/zod-messages.ts) install it.
beforeAll(() => {
  z.config({ customError: plainIssueMessage })
})

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []

describe('plainIssueMessage', () => {
  it('names the field and the rule in plain words where a schema gives no message', () => {
    const schema = z.object({
      stockQuantity: z.number().int().min(0).max(1_000_000).nullish(),
      price: z.number(),
      name: z.string().min(1).max(10),
      email: z.email(),
      category: z.enum(['fresh', 'plants', 'honey']),
      featured: z.boolean(),
      tags: z.array(z.string()).min(1),
      imageUrl: z.url(),
    })
    expect(messagesOf(schema.shape.stockQuantity, 'abc')).toEqual([
      'This value must be a whole number',
    ])
    expect(
      messagesOf(schema, {
        stockQuantity: '12.5',
        price: 'ten',
        name: '',
        email: 'nope',
        category: 'fish',
        featured: 'yes',
        tags: [],
        imageUrl: 'not a url',
      }),
    ).toEqual([
      'Stock quantity must be a whole number',
      'Price must be a number',
      'Name is required',
      'Please enter a valid e-mail address',
      'Category must be one of the choices offered',
      'Featured must be yes or no',
      'Tags needs at least one entry',
      'Image URL must be a web address',
    ])
    expect(messagesOf(schema.pick({ stockQuantity: true }), { stockQuantity: 12.5 })).toEqual([
      'Stock quantity must be a whole number',
    ])
    expect(messagesOf(schema.pick({ stockQuantity: true }), { stockQuantity: -1 })).toEqual([
      'Stock quantity must be at least 0',
    ])
    expect(messagesOf(schema.pick({ name: true }), { name: 'a much longer name' })).toEqual([
      'Name must be at most 10 characters',
    ])
    expect(messagesOf(schema.pick({ price: true }), {})).toEqual(['Price is required'])
  })

  it('leaves a message the schema gives alone (the spec’s words)', () => {
    const schema = z.object({ stock: z.number('Stock must be a whole number').int() })
    expect(messagesOf(schema, { stock: 'abc' })).toEqual(['Stock must be a whole number'])
  })
})
