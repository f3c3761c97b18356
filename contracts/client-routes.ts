/**
 * Paths the browser app has screens for. The server answers these with 200 and the app shell,
 * any other non-API path with 404 and the app's 'Page Not Found'. Grows as screens are built.
 */
export const clientRoutePaths = ['/', '/products'] as const
