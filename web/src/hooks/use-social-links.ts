import { useSiteText } from './use-site-text'

const socialNetworks = [
  { key: 'facebook_url', label: 'Facebook' },
  { key: 'instagram_url', label: 'Instagram' },
  { key: 'twitter_url', label: 'Twitter' },
  { key: 'youtube_url', label: 'YouTube' },
] as const

export interface SocialLink {
  label: string
  href: string
}

/** The farm's social profiles whose address the site texts hold, in a fixed order. */
export function useSocialLinks(): SocialLink[] {
  const { text } = useSiteText()
  return socialNetworks
    .map(({ key, label }) => ({ label, href: text(key) }))
    .filter((link) => link.href)
}
