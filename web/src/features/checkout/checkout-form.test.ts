import { describe, expect, it } from 'vitest'
import { choosePickupWindow } from '#contracts/order-pickup'
import {
  checkoutDetailsSchema,
  checkoutResolver,
  emptyCheckoutForm,
  formFieldsOf,
  isCompleteZip,
  orderDetailsOf,
  stripeModeFormSchema,
  testModeFormSchema,
  type CheckoutFormInput,
} from './checkout-form'
import { quoteUrl } from './checkout-api'

const valid: CheckoutFormInput = {
  customerName: ' Ana Lopez ',
  customerEmail: 'Ana@Example.com',
  customerPhone: '772-555-0100',
  shippingAddress: { street: '12 Palm Way', city: 'Miami', state: 'FL', zipCode: '33101' },
  shippingMethod: 'standard_shipping',
  specialInstructions: '',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/30',
  cardCvc: '123',
}

const messages = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )

describe('checkout form schema (spec 2 §5)', () => {
  it("gives the spec's message for every empty field", () => {
    expect(messages(testModeFormSchema.safeParse(emptyCheckoutForm))).toEqual({
      customerName: 'Name must be at least 2 characters',
      customerEmail: 'Invalid email address',
      customerPhone: 'Phone number must be at least 10 digits',
      'shippingAddress.street': 'Street address is required',
      'shippingAddress.city': 'City is required',
      'shippingAddress.state': 'State is required',
      'shippingAddress.zipCode': 'ZIP code is required',
      shippingMethod: 'Please select a shipping method',
      cardNumber: 'Card number is required',
      cardExpiry: 'Expiry must be MM/YY',
      cardCvc: 'CVC must be 3 or 4 digits',
    })
  })

  it('accepts a complete form and normalises it like the server', () => {
    const parsed = testModeFormSchema.parse(valid)
    expect(parsed.customerName).toBe('Ana Lopez')
    expect(parsed.customerEmail).toBe('ana@example.com')
  })

  it('does not ask for a card in Stripe mode (the Payment Element takes it)', () => {
    expect(
      stripeModeFormSchema.safeParse({ ...valid, cardNumber: '', cardExpiry: '', cardCvc: '' })
        .success,
    ).toBe(true)
  })

  it('refuses a state that is not one of the 50 codes', () => {
    const result = testModeFormSchema.safeParse({
      ...valid,
      shippingAddress: { ...valid.shippingAddress, state: 'XX' },
    })
    expect(messages(result)).toEqual({ 'shippingAddress.state': 'State is required' })
  })
})

describe('Farm Pickup (decision 0016)', () => {
  const resolve = (values: CheckoutFormInput, pickupWindowsOffered = false) =>
    checkoutResolver(testModeFormSchema)(
      values,
      { pickupWindowsOffered },
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    )
  const noAddress = { ...emptyCheckoutForm.shippingAddress }

  it('asks for name, e-mail and phone but no address, and sends none', async () => {
    const result = await resolve({
      ...valid,
      shippingMethod: 'farm_pickup',
      shippingAddress: noAddress,
    })
    expect(result.errors).toEqual({})
    const details = orderDetailsOf(result.values as never)
    expect(details).not.toHaveProperty('shippingAddress')
    expect(details.shippingMethod).toBe('farm_pickup')
    const missingPhone = await resolve({
      ...valid,
      customerPhone: '',
      shippingMethod: 'farm_pickup',
      shippingAddress: noAddress,
    })
    expect(Object.keys(missingPhone.errors)).toEqual(['customerPhone'])
  })

  it('asks for a pickup window once the farm has windows, and sends it with the order', async () => {
    const pickup = { ...valid, shippingMethod: 'farm_pickup', shippingAddress: noAddress }
    const without = await resolve(pickup, true)
    expect(without.errors).toEqual({
      pickupWindow: expect.objectContaining({ message: choosePickupWindow }),
    })
    const pickupWindow = { windowId: 3, date: '2026-12-05' }
    const chosen = await resolve({ ...pickup, pickupWindow }, true)
    expect(chosen.errors).toEqual({})
    expect(orderDetailsOf(chosen.values as never).pickupWindow).toEqual(pickupWindow)
    // Another method takes no window, even one chosen before the buyer changed their mind.
    const shipped = await resolve({ ...valid, pickupWindow }, true)
    expect(shipped.errors).toEqual({})
    expect(orderDetailsOf(shipped.values as never)).not.toHaveProperty('pickupWindow')
  })

  it('still asks for the address for every other method', async () => {
    const result = await resolve({ ...valid, shippingAddress: noAddress })
    expect(Object.keys(result.errors)).toEqual(['shippingAddress'])
  })
})

describe('orderDetailsOf', () => {
  it('sends the order request without the card and without any price', () => {
    const details = orderDetailsOf(stripeModeFormSchema.parse(valid))
    expect(details).toEqual({
      customerName: 'Ana Lopez',
      customerEmail: 'ana@example.com',
      customerPhone: '772-555-0100',
      shippingAddress: { street: '12 Palm Way', city: 'Miami', state: 'FL', zipCode: '33101' },
      shippingMethod: 'standard_shipping',
      specialInstructions: null,
    })
    expect(checkoutDetailsSchema.strict().safeParse(details).success).toBe(true)
  })
})

describe('formFieldsOf', () => {
  it("keeps the server's field errors that name a field of the form", () => {
    expect(
      formFieldsOf({
        'shippingAddress.zipCode': 'Bad ZIP',
        shippingMethod: 'No',
        'items.3': 'Out of stock',
      }),
    ).toEqual([
      ['shippingAddress.zipCode', 'Bad ZIP'],
      ['shippingMethod', 'No'],
    ])
  })
})

describe('quoteUrl', () => {
  it('asks for the method and only a complete ZIP code', () => {
    expect(quoteUrl('', { zipCode: '' })).toBe('/api/checkout/quote')
    expect(quoteUrl('local_delivery', { zipCode: '349', state: '' })).toBe(
      '/api/checkout/quote?shippingMethod=local_delivery',
    )
    expect(quoteUrl('local_delivery', { zipCode: ' 34957 ', state: 'FL' })).toBe(
      '/api/checkout/quote?shippingMethod=local_delivery&zipCode=34957&state=FL',
    )
    expect(isCompleteZip('34957-1234')).toBe(true)
    expect(isCompleteZip('3495')).toBe(false)
  })
})
