import { describe, expect, it } from 'vitest'
import { growingGuideFor } from './growing-guide'

describe('growingGuideFor', () => {
  it('picks the guide by keywords in the name', () => {
    expect(growingGuideFor({ name: 'Grafted Mango Tree – Glenn', description: null }).kind).toBe(
      'mango',
    )
    expect(growingGuideFor({ name: 'Blackberry Plant – Ouachita', description: null }).kind).toBe(
      'blackberry',
    )
    expect(growingGuideFor({ name: 'Muscadine Grape Vine – Noble', description: null }).kind).toBe(
      'grape',
    )
  })

  it('prefers the name over the description', () => {
    const guide = growingGuideFor({
      name: 'Blackberry Plant',
      description: 'Plant it near your mango tree.',
    })
    expect(guide.kind).toBe('blackberry')
  })

  it('falls back to the description, then to general guidance', () => {
    expect(growingGuideFor({ name: 'Noble', description: 'A self-fertile muscadine.' }).kind).toBe(
      'grape',
    )
    expect(
      growingGuideFor({ name: 'Jaboticaba', description: 'The Brazilian tree grape.' }).kind,
    ).toBe('grape')
    expect(growingGuideFor({ name: 'Avocado Tree', description: 'Florida avocado.' }).kind).toBe(
      'general',
    )
  })

  it('always gives sun and planting advice', () => {
    for (const name of ['Mango', 'Blackberry', 'Grape', 'Fig']) {
      const topics = growingGuideFor({ name, description: null }).tips.map((tip) => tip.topic)
      expect(topics).toEqual(expect.arrayContaining(['Sun', 'Planting', 'Water']))
    }
  })
})
