export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed'

export interface ShareData {
  title: string
  text?: string
  url: string
}

type ShareNavigator = Pick<Navigator, 'share' | 'canShare' | 'clipboard'>

/**
 * Shares a post with the Web Share API where the browser has it (phones mostly); otherwise, or
 * when sharing fails for another reason than the person cancelling, copies the link.
 */
export async function sharePost(
  data: ShareData,
  nav: Partial<ShareNavigator> = navigator,
): Promise<ShareOutcome> {
  if (
    typeof nav.share === 'function' &&
    (typeof nav.canShare !== 'function' || nav.canShare(data))
  ) {
    try {
      await nav.share(data)
      return 'shared'
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled'
    }
  }
  try {
    if (!nav.clipboard) return 'failed'
    await nav.clipboard.writeText(data.url)
    return 'copied'
  } catch {
    return 'failed'
  }
}
