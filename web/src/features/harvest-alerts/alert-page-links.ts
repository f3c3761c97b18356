/** Where the harvest-alert e-mails' links lead on, whether the link worked or not. */
export const alertPageLinks = {
  next: { to: '/harvest-alerts', label: 'See Current Alerts' },
  back: { to: '/harvest-alerts', label: 'Back to Harvest Alerts' },
}
