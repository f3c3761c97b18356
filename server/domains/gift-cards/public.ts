/**
 * What other domains may use of gift cards (decision 0051): checkout redeems a card and gives
 * back what an unpaid order took; a payment makes a bought card usable and e-mails it.
 */
export {
  activatePurchasedGiftCards,
  findGiftCardByCode,
  noSuchGiftCard,
  redeemGiftCard,
  returnGiftCardRedemption,
  unusableGiftCard,
  voidUnpaidGiftCards,
} from './gift-card-ledger'
export type { Guesser } from './gift-card-guesses'
