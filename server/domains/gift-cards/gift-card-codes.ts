import { createHash, randomInt } from 'node:crypto'
import { giftCardCodeAlphabet, giftCardCodeLength } from '#contracts/gift-cards'

/** A new code: 16 characters drawn by the system's secure random source (80 bits). */
export function newGiftCardCode() {
  return Array.from(
    { length: giftCardCodeLength },
    () => giftCardCodeAlphabet[randomInt(giftCardCodeAlphabet.length)],
  ).join('')
}

/** What is kept of a code: its SHA-256 (a code has too many bits to be found from it). */
export const giftCardCodeHash = (code: string) => createHash('sha256').update(code).digest('hex')
