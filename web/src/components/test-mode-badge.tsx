import { Badge } from './ui/badge'

/** Beside a card form's heading when the built-in test provider takes the payment. */
export function TestModeBadge() {
  return (
    <Badge variant="honey" className="tracking-wider">
      TEST MODE
    </Badge>
  )
}
