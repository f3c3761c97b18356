import type { Page } from '@playwright/test'

/** A toast by its title (the toaster marks its parts with data-slot). */
export const toastTitle = (page: Page, title: string) =>
  page.locator('[data-slot="toast-title"]', { hasText: title })
