import { describe, expect, it } from 'vitest'
import { checkoutDefaultsFor, emptyCheckoutForm } from './checkout-form'

describe('checkoutDefaultsFor', () => {
  it('fills in a signed-in customer’s name and e-mail, and nothing else', () => {
    const values = checkoutDefaultsFor({
      firstName: ' Rosa ',
      lastName: 'Alvarez',
      email: 'rosa@example.com',
    })
    expect(values).toEqual({
      ...emptyCheckoutForm,
      customerName: 'Rosa Alvarez',
      customerEmail: 'rosa@example.com',
    })
  })

  it('leaves the name empty when the customer has none, and everything empty for a guest', () => {
    expect(
      checkoutDefaultsFor({ firstName: null, lastName: null, email: 'a@example.com' }).customerName,
    ).toBe('')
    expect(checkoutDefaultsFor(null)).toEqual(emptyCheckoutForm)
  })
})
