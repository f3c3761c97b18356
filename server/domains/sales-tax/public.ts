/**
 * What other domains may use of sales tax (decision 0051): the tax of a sale, what a receipt
 * says of it and a refund's share of it.
 */
export { taxOfSale } from './tax-of-sale'
export { describeSaleTax, saleTaxAnswer, type SaleTax } from './sales-tax-rules'
export { refundTaxShare } from './refund-tax-share'
