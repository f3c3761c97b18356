import { matchPath } from 'react-router'

/**
 * Staff-only calls named in specs 1-3 outside /api/admin (all of /api/admin/* is staff-only).
 * Registered routes declare their own access; this list makes sure a staff call that is not
 * built yet still answers 401/403 to everyone but staff, never an open 404.
 */
export const specStaffEndpoints: { method: string; path: string }[] = [
  { method: 'POST', path: '/api/products' },
  { method: 'PUT', path: '/api/products/:id' },
  { method: 'DELETE', path: '/api/products/:id' },
  { method: 'POST', path: '/api/upload-image' },
  { method: 'GET', path: '/api/generate-qr' },
  { method: 'GET', path: '/api/generate-qr/:productId' },
  { method: 'POST', path: '/api/plant-inventory' },
  { method: 'PUT', path: '/api/plant-inventory/:id' },
  { method: 'DELETE', path: '/api/plant-inventory/:id' },
  { method: 'GET', path: '/api/reminders' },
  { method: 'POST', path: '/api/reminders' },
  { method: 'PATCH', path: '/api/reminders/:id' },
  { method: 'DELETE', path: '/api/reminders/:id' },
  { method: 'POST', path: '/api/reminders/:id/trigger' },
  { method: 'GET', path: '/api/blog-status' },
  { method: 'POST', path: '/api/photo-gallery' },
  { method: 'PUT', path: '/api/photo-gallery/:id' },
  { method: 'DELETE', path: '/api/photo-gallery/:id' },
  { method: 'GET', path: '/api/social-media/accounts' },
  { method: 'GET', path: '/api/social-media/posts' },
  { method: 'POST', path: '/api/social-media/generate' },
  { method: 'PUT', path: '/api/social-media/posts/:id' },
  { method: 'PUT', path: '/api/site-content/:key' },
  { method: 'GET', path: '/api/shipping/services' },
]

export function isStaffPath(method: string, pathname: string) {
  if (pathname === '/api/admin' || pathname.startsWith('/api/admin/')) return true
  return specStaffEndpoints.some(
    (endpoint) =>
      endpoint.method === method && matchPath({ path: endpoint.path, end: true }, pathname),
  )
}
