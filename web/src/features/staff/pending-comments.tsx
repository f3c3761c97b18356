import { useQuery } from '@tanstack/react-query'
import * as commentModerationApi from '#contracts/comment-moderation-api'
import { Badge } from '#web/components/ui/badge'
import { apiQuery } from '#web/lib/api-client'
import { pendingLabel } from './admin-links'

/**
 * "{n} pending" beside Blog Comments: the real number of comments waiting for approval
 * (spec 1 §2 showed a fixed '3 pending'). Asked again each time a menu shows it.
 */
export function PendingCommentsBadge() {
  const { data } = useQuery({
    ...apiQuery(commentModerationApi.countPendingComments),
    refetchOnMount: 'always',
  })
  if (!data) return null
  return (
    <Badge variant={data.pending > 0 ? 'mango' : 'secondary'} className="ml-auto">
      {pendingLabel(data.pending)}
    </Badge>
  )
}
