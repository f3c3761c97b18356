// As in the app (web/src/main.tsx), zod's settings come before any zod loads.
import '../lib/zod-config'
import { installPlainZodMessages } from '../lib/zod-messages'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { clearToasts } from '../components/ui/use-toast'

// jsdom does not lay out or scroll; the app calls these when it moves the view.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
Element.prototype.scrollIntoView = vi.fn()
// Nor does it capture pointers, which Radix's Select asks about when it opens.
Element.prototype.hasPointerCapture = vi.fn(() => false)
Element.prototype.releasePointerCapture = vi.fn()
// Radix menus, selects, switches and checkboxes measure themselves.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

installPlainZodMessages()

// findBy*/waitFor default to 1 s, too tight for a loaded two-core CI machine.
configure({ asyncUtilTimeout: 10_000 })

// Tests decide sign-in state through their fetch mocks, so the server's "signed in" hint cookie is
// present by default (api-request.test.ts checks the hint itself).
document.cookie = 'groveside_signed_in=1; path=/'

afterEach(() => {
  cleanup()
  // The files of a worker share modules (vitest.config.ts): the toast store starts empty for each.
  clearToasts()
  document.cookie = 'groveside_signed_in=1; path=/'
})
