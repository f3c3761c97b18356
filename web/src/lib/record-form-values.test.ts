import { describe, expect, it } from 'vitest'
import { recordFormValues } from './record-form-values'

interface Input {
  name: string
  notes: string
  limit: number | null
  tags: string
}

const blank: Input = { name: '', notes: '', limit: null, tags: '' }

describe('recordFormValues', () => {
  it("takes the blank form's fields from the record, an empty one keeping the blank value", () => {
    const stored = { id: 7, name: 'Mango', notes: null, limit: 3, tags: ['a', 'b'] }
    expect(
      recordFormValues<Input, 'tags'>(blank, stored, { tags: stored.tags.join(', ') }),
    ).toEqual({ name: 'Mango', notes: '', limit: 3, tags: 'a, b' })
  })

  it('keeps an empty number empty', () => {
    const stored = { name: 'Honey', notes: 'Raw', limit: null, tags: '' }
    expect(recordFormValues(blank, stored)).toEqual(stored)
  })
})
