/** What other domains may use of invoices (decision 0051): issuing numbers with a payment or refund. */
export { issueCreditNote, issueInvoice } from './document-numbers'
