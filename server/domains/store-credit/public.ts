/**
 * What other domains may use of store credit (decision 0051): checkout spends it and gives back
 * what an unpaid order spent; refunds add to it.
 */
export {
  addStoreCredit,
  creditHolderOf,
  returnStoreCreditSpend,
  spendStoreCredit,
  storeCreditBalance,
} from './store-credit-ledger'
