import type { ReactNode } from 'react'
import { Plus } from 'lucide-react'
import { Button } from '../ui/button'

/** A staff screen's button that opens the form for a new record: 'Add Recipe', 'New Reminder'. */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" />
      {children}
    </Button>
  )
}
