/**
 * Paths the browser app has screens for. The server answers these with 200 and the app shell,
 * any other non-API path with 404 and the app's 'Page Not Found'. Grows as screens are built.
 */
export const clientRoutePaths = ['/', '/products', '/products/:id', '/sign-in', '/sign-in/verify', '/about', '/shipping', '/returns', '/faq', '/help/twitter', '/help/linkedin', '/help/facebook', '/blog', '/blog/:slug', '/admin/blog/comments', '/contact', '/newsletter/confirm', '/newsletter/unsubscribe', '/checkout', '/checkout-demo', '/order-confirmation', '/qr-payment', '/pay/:orderId', '/qr-dashboard', '/staff-dashboard'] as const
