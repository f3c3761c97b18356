import { pages, type PageDeclaration } from '#contracts/pages'

export interface AdminLink {
  label: string
  to: string
  showsPendingComments: boolean
}

/**
 * The Admin menu (spec 3 §2): the staff screens of the page registry that name a menu label, in
 * the registry's order. A screen appears in the menu when it is registered, never before.
 */
export function adminLinks(registered: readonly PageDeclaration[] = pages): AdminLink[] {
  return registered.flatMap((page) =>
    page.adminMenu
      ? [
          {
            label: page.adminMenu,
            to: page.paths[0],
            showsPendingComments: Boolean(page.adminMenuCountsPendingComments),
          },
        ]
      : [],
  )
}

/** "3 pending" (spec 1 §2 shows the label; here the number is the real one). */
export function pendingLabel(pending: number) {
  return `${pending} pending`
}
