import type { RouteObject } from 'react-router'
import { RootLayout } from './root-layout'
import { AppError, AppLoading } from './route-states'

/**
 * The route table. Paths match case-insensitively (`caseSensitive` defaults to false), so
 * /PRODUCTS shows the Products list. Screens load on demand; only built screens are listed
 * (contracts/client-routes.ts lists the same paths for the server).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: AppError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
      },
      {
        path: 'products',
        lazy: async () => ({
          Component: (await import('../features/products/products-page')).ProductsPage,
        }),
      },
      {
        path: 'products/:id',
        lazy: async () => ({
          Component: (await import('../features/product-detail/product-detail-page'))
            .ProductDetailPage,
        }),
      },
      {
        path: 'sign-in',
        lazy: async () => ({
          Component: (await import('../features/auth/sign-in-page')).SignInPage,
        }),
      },
      {
        path: 'sign-in/verify',
        lazy: async () => ({
          Component: (await import('../features/auth/sign-in-verify-page')).SignInVerifyPage,
        }),
      },
      {
        path: 'about',
        lazy: async () => ({ Component: (await import('../features/about/about-page')).AboutPage }),
      },
      {
        path: 'shipping',
        lazy: async () => ({
          Component: (await import('../features/policies/shipping-page')).ShippingPage,
        }),
      },
      {
        path: 'returns',
        lazy: async () => ({
          Component: (await import('../features/policies/returns-page')).ReturnsPage,
        }),
      },
      {
        path: 'faq',
        lazy: async () => ({ Component: (await import('../features/policies/faq-page')).FaqPage }),
      },
      {
        path: 'help/twitter',
        lazy: async () => ({
          Component: (await import('../features/help-guides/twitter-guide-page')).TwitterGuidePage,
        }),
      },
      {
        path: 'help/linkedin',
        lazy: async () => ({
          Component: (await import('../features/help-guides/linkedin-guide-page'))
            .LinkedinGuidePage,
        }),
      },
      {
        path: 'help/facebook',
        lazy: async () => ({
          Component: (await import('../features/help-guides/facebook-guide-page'))
            .FacebookGuidePage,
        }),
      },
      {
        path: 'blog',
        lazy: async () => ({
          Component: (await import('../features/blog/blog-list-page')).BlogListPage,
        }),
      },
      {
        path: 'blog/:slug',
        lazy: async () => ({
          Component: (await import('../features/blog/blog-post-page')).BlogPostPage,
        }),
      },
      {
        path: 'admin/blog/comments',
        lazy: async () => ({
          Component: (await import('../features/comment-moderation/comment-moderation-page'))
            .CommentModerationPage,
        }),
      },
      {
        path: 'contact',
        lazy: async () => ({
          Component: (await import('../features/contact/contact-page')).ContactPage,
        }),
      },
      {
        path: 'newsletter/confirm',
        lazy: async () => ({
          Component: (await import('../features/newsletter/newsletter-confirm-page'))
            .NewsletterConfirmPage,
        }),
      },
      {
        path: 'newsletter/unsubscribe',
        lazy: async () => ({
          Component: (await import('../features/newsletter/newsletter-unsubscribe-page'))
            .NewsletterUnsubscribePage,
        }),
      },
      {
        path: 'back-in-stock/unsubscribe',
        lazy: async () => ({
          Component: (await import('../features/newsletter/back-in-stock-unsubscribe-page'))
            .BackInStockUnsubscribePage,
        }),
      },
      {
        path: 'checkout',
        lazy: async () => ({
          Component: (await import('../features/checkout/checkout-page')).CheckoutPage,
        }),
      },
      {
        path: 'checkout-demo',
        lazy: async () => ({
          Component: (await import('../features/checkout-demo/checkout-demo-page'))
            .CheckoutDemoPage,
        }),
      },
      {
        path: 'order-confirmation',
        lazy: async () => ({
          Component: (await import('../features/order-confirmation/order-confirmation-page'))
            .OrderConfirmationPage,
        }),
      },
      {
        path: 'qr-payment',
        lazy: async () => ({
          Component: (await import('../features/farm-stand/qr-payment-page')).QrPaymentPage,
        }),
      },
      {
        path: 'pay/:orderId',
        lazy: async () => ({
          Component: (await import('../features/farm-stand/pay-page')).PayPage,
        }),
      },
      {
        path: 'qr-dashboard',
        lazy: async () => ({
          Component: (await import('../features/farm-stand/qr-dashboard-page')).QrDashboardPage,
        }),
      },
      {
        path: 'staff-dashboard',
        lazy: async () => ({
          Component: (await import('../features/staff-dashboard/staff-dashboard-page'))
            .StaffDashboardPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/not-found/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
]
