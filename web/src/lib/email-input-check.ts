/** Spec 1 §5's newsletter rule (required, of e-mail type), in the words the server uses too. */
export const emailInputMessages = {
  missing: 'Please enter your e-mail address',
  invalid: 'Please enter a valid e-mail address',
} as const

/**
 * What is wrong with an `<input type="email" required>`, read from the browser's own check of it
 * while its form is `noValidate` (no bubble: the words go under the field), or undefined. For the
 * small forms of the first pages, which leave zod out of their JavaScript.
 */
export function emailInputProblem(input: HTMLInputElement): string | undefined {
  if (input.validity.valueMissing) return emailInputMessages.missing
  if (!input.validity.valid) return emailInputMessages.invalid
  return undefined
}
