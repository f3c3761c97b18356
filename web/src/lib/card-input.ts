import type { UseFormRegisterReturn } from 'react-hook-form'

/*
 * Test-mode card fields formatted as they are typed, so a phone's number pad (digits only, no "/"
 * or space) is enough: "4242424242424242" reads "4242 4242 4242 4242", "1230" reads "12/30".
 */

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** Up to 19 digits in groups of four. */
export const formatCardNumber = (text: string) =>
  digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

/**
 * MM/YY from up to four digits; a first digit 2-9 can only be a month 02-09. A filled-in or
 * pasted MM/YYYY keeps the year's last two digits.
 */
export function formatCardExpiry(text: string) {
  const monthAndFullYear = /^\s*(\d{1,2})\s*\/\s*\d{2}(\d{2})\s*$/.exec(text)
  let digits = monthAndFullYear
    ? `${monthAndFullYear[1].padStart(2, '0')}${monthAndFullYear[2]}`
    : digitsOf(text)
  if (/^[2-9]/.test(digits)) digits = `0${digits}`
  digits = digits.slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** Three or four digits. */
export const formatCardCvc = (text: string) => digitsOf(text).slice(0, 4)

/** Where the caret goes in `formatted` to stay after the same number of digits. */
function caretAfterDigits(formatted: string, digits: number) {
  if (digits === 0) return 0
  let seen = 0
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index]) && ++seen === digits) return index + 1
  }
  return formatted.length
}

/**
 * Rewrites a field's value in place (before react-hook-form reads it), keeping the caret after the
 * digit it followed, or at the end when the person was typing at the end.
 */
function formatTypedValue(input: HTMLInputElement, format: (text: string) => string) {
  const typed = input.value
  const formatted = format(typed)
  if (formatted === typed) return
  const caret = input.selectionStart ?? typed.length
  const atEnd = caret >= typed.length
  input.value = formatted
  if (input.ownerDocument.activeElement !== input) return
  const position = atEnd
    ? formatted.length
    : caretAfterDigits(formatted, digitsOf(typed.slice(0, caret)).length)
  input.setSelectionRange(position, position)
}

/** A react-hook-form registration whose value is formatted as it is typed. */
export function formattedAsTyped<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
  format: (text: string) => string,
): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement }) => {
      formatTypedValue(event.target, format)
      return registration.onChange(event)
    },
  }
}
