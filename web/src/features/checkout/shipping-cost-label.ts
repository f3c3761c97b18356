import { formatMoney } from '#web/lib/format-money'

/** A method's price as the list shows it: 'Free' for 0. */
export const shippingCostLabel = (cost: string) => (Number(cost) === 0 ? 'Free' : formatMoney(cost))
