/** Where the shop's e-mailed links lead on: the Farm Shop once done, the home page otherwise. */
export const shopLinks = {
  next: { to: '/products', label: 'Browse the Farm Shop' },
  back: { to: '/', label: 'Back to the Farm' },
}
