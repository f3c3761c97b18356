import { describe, expect, it, vi } from 'vitest'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { formatCardCvc, formatCardExpiry, formatCardNumber, formattedAsTyped } from './card-input'

describe('card field formatting', () => {
  it('groups a card number in fours and drops everything but 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42')
    expect(formatCardNumber('4242 ')).toBe('4242')
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789')
  })

  it('writes the expiry as MM/YY from digits alone', () => {
    expect(formatCardExpiry('1')).toBe('1')
    expect(formatCardExpiry('12')).toBe('12')
    expect(formatCardExpiry('123')).toBe('12/3')
    expect(formatCardExpiry('1230')).toBe('12/30')
    expect(formatCardExpiry('12/305')).toBe('12/30')
    expect(formatCardExpiry('12 / 30')).toBe('12/30')
    // A first digit 2-9 can only be a month 02-09.
    expect(formatCardExpiry('4')).toBe('04')
    expect(formatCardExpiry('430')).toBe('04/30')
    // A browser's or a paste's MM/YYYY.
    expect(formatCardExpiry('12/2030')).toBe('12/30')
    expect(formatCardExpiry('1/2031')).toBe('01/31')
  })

  it('keeps three or four CVC digits', () => {
    expect(formatCardCvc('12a3')).toBe('123')
    expect(formatCardCvc('123456')).toBe('1234')
  })
})

describe('formattedAsTyped', () => {
  function typeInto(value: string, caret = value.length) {
    const input = document.createElement('input')
    document.body.append(input)
    input.focus()
    input.value = value
    input.setSelectionRange(caret, caret)
    const onChange = vi.fn(() => Promise.resolve())
    const registration = { name: 'cardNumber', onChange } as unknown as UseFormRegisterReturn
    void formattedAsTyped(registration, formatCardNumber).onChange({ target: input })
    input.remove()
    return { input, onChange }
  }

  it('formats the value before react-hook-form reads it', () => {
    const { input, onChange } = typeInto('42424')
    expect(input.value).toBe('4242 4')
    expect(onChange).toHaveBeenCalledWith({ target: input })
    expect(input.selectionStart).toBe(6)
  })

  it('keeps the caret after the digit it followed when editing in the middle', () => {
    // "4242 4242" with a 9 typed after the second digit.
    const { input } = typeInto('42942 4242', 3)
    expect(input.value).toBe('4294 2424 2')
    expect(input.selectionStart).toBe(3)
  })
})
