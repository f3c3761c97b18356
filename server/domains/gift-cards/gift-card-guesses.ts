import type { Db } from '#server/db/client'
import { HttpError } from '#server/http/http-error'
import { hitRateCounter, peekRateCounter } from '#server/plugins/external/rate-limit'

/*
 * Guessing codes is slowed per client address (decision 0066): a code that matches no card counts
 * against the address, across the balance page, the checkout quote and placing an order; after
 * `maxMissesPerAddress` misses in 15 minutes every lookup from there waits. The counter lives in
 * the database, so it holds across instances.
 */
export const maxMissesPerAddress = 10
const missWindowMs = 15 * 60 * 1000
const counterKey = (address: string) => `gift-card-misses:${address}`

export const tooManyGuessesMessage =
  'Too many gift card codes that did not match. Please wait 15 minutes and try again.'

export interface Guesser {
  address: string
  /** The shop's rate-limit factor (raised where many customers share an address). */
  factor: number
}

/** 429 when this address has missed too often; call before looking a code up. */
export async function refuseWhenGuessing(db: Db, guesser: Guesser) {
  if (
    (await peekRateCounter(db, counterKey(guesser.address))) >=
    maxMissesPerAddress * guesser.factor
  )
    throw new HttpError(429, 'RATE_LIMITED', tooManyGuessesMessage, {
      giftCardCode: tooManyGuessesMessage,
    })
}

export async function countMiss(db: Db, guesser: Guesser) {
  await hitRateCounter(db, counterKey(guesser.address), missWindowMs)
}
