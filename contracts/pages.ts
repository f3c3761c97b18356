/**
 * The page registry: every screen of the browser app, declared once (docs/decisions/0018). The
 * client router, the server's known paths (200 vs 404), the server-rendered head, the sitemap,
 * route preloads and the server's staff-screen check are all built from it. This file holds the
 * storefront's pages; staff-paths.ts and staff-pages.ts the staff screens; all-pages.ts joins
 * them. It imports nothing, so both sides (and the first route's bundle) can read it.
 */

export type PageAccess = 'public' | 'customer' | 'staff'

/** Reads a site text by key ('' when unset); descriptions may be built from the editable texts. */
export type SiteTextReader = (key: string) => string

export interface PageDeclaration {
  /** The first path is the page's own address; later ones are other addresses of the same screen. */
  paths: readonly [string, ...string[]]
  /**
   * The screen: a module under web/src/features, without .tsx. It exports the component named
   * after the file: 'product-detail/product-detail-page' exports `ProductDetailPage`. A staff
   * screen's module ends in `-admin-page`: the router loads those through a chunk of their own,
   * so the storefront's first route never carries the table of staff screens.
   */
  screen: string
  /** Page title, without the farm name (it is appended once). */
  title: string
  /**
   * Meta description, a function of the editable site texts. Left out on pages kept out of search
   * (staff, private): they get the farm's own description.
   */
  description?: (text: SiteTextReader) => string
  /** Who may use it; 'staff' screens are also guarded by the server's API and kept out of search. */
  access: PageAccess
  /** Public but one visitor's own business (checkout, sign-in, links from e-mails): not indexed. */
  private?: boolean
  /** The public API answers the screen renders from: fetched for server rendering, preloaded. */
  data?: readonly string[]
}

const ofFarm = (sentence: (farm: string) => string) => (text: SiteTextReader) =>
  sentence(text('farm_name'))
const siteText = (key: string) => (text: SiteTextReader) => text(key)

/** The storefront's pages: the first route's router and links read only these. */
export const storefrontPages = [
  {
    paths: ['/'],
    screen: 'home/home-page',
    title: 'Home',
    description: siteText('hero_subtitle'),
    access: 'public',
    data: ['/api/products', '/api/blog'],
  },
  {
    paths: ['/products'],
    screen: 'products/products-page',
    title: 'Products',
    description: siteText('products_header_subtitle'),
    access: 'public',
    data: ['/api/products', '/api/shipping-options'],
  },
  {
    paths: ['/products/:id'],
    screen: 'product-detail/product-detail-page',
    title: 'Product',
    description: ofFarm((farm) => `A product from ${farm}.`),
    access: 'public',
  },
  {
    paths: ['/about'],
    screen: 'about/about-page',
    title: 'About Us',
    description: siteText('about_intro'),
    access: 'public',
  },
  {
    paths: ['/blog'],
    screen: 'blog/blog-list-page',
    title: 'Blog',
    description: ofFarm(
      (farm) => `Harvest updates, beekeeping notes and growing tips from ${farm}.`,
    ),
    access: 'public',
    data: ['/api/blog'],
  },
  {
    paths: ['/blog/:slug'],
    screen: 'blog/blog-post-page',
    title: 'Blog Post',
    description: ofFarm((farm) => `A story from ${farm}.`),
    access: 'public',
  },
  {
    paths: ['/recipes'],
    screen: 'recipes/recipes-page',
    title: 'Recipes',
    description: ofFarm(
      (farm) =>
        `Recipes from ${farm}: salsas, cobblers, preserves and drinks with our fruit and honey.`,
    ),
    access: 'public',
    data: ['/api/recipes'],
  },
  {
    paths: ['/photo-gallery'],
    screen: 'photo-gallery/photo-gallery-page',
    title: 'Photo Gallery',
    description: siteText('photo_gallery_header_subtitle'),
    access: 'public',
    data: ['/api/photo-gallery'],
  },
  {
    paths: ['/farm-tours'],
    screen: 'farm-tours/farm-tours-page',
    title: 'Farm Events & Workshops',
    description: siteText('farm_events_header_subtitle'),
    access: 'public',
    data: ['/api/farm-events/active'],
  },
  {
    paths: ['/seasonal-calendar'],
    screen: 'seasonal-calendar/seasonal-calendar-page',
    title: 'Seasonal Calendar',
    description: siteText('seasonal_calendar_header_subtitle'),
    access: 'public',
    data: ['/api/seasonal-availability'],
  },
  {
    paths: ['/subscriptions'],
    screen: 'subscriptions/subscriptions-page',
    title: 'Subscription Plans',
    description: ofFarm(
      (farm) =>
        `Subscription boxes from ${farm}: fresh mangos, berries and raw honey on your schedule, paused when you are away.`,
    ),
    access: 'public',
    data: ['/api/subscription-plans'],
  },
  {
    paths: ['/gift-cards'],
    screen: 'gift-cards/gift-cards-page',
    title: 'Gift Cards',
    description: ofFarm((farm) => `Gift cards from ${farm}, e-mailed on the day you choose.`),
    access: 'public',
  },
  {
    paths: ['/harvest-alerts'],
    screen: 'harvest-alerts/harvest-alerts-page',
    title: 'Harvest Alerts',
    description: ofFarm(
      (farm) =>
        `Harvest alerts from ${farm}: an e-mail the day the mangos ripen, the honey is jarred or the picking rows open.`,
    ),
    access: 'public',
    data: ['/api/harvest-alerts', '/api/products'],
  },
  {
    paths: ['/pick-your-own'],
    screen: 'pick-your-own/pick-your-own-page',
    title: 'Pick Your Own',
    description: siteText('pick_your_own_header_subtitle'),
    access: 'public',
    data: ['/api/pick-your-own/slots'],
  },
  {
    paths: ['/plant-inventory'],
    screen: 'plant-inventory/plant-inventory-page',
    title: 'Plants & Trees',
    description: ofFarm(
      (farm) =>
        `Grafted mango trees, blackberry plants and grape vines grown at ${farm}, with care notes.`,
    ),
    access: 'public',
    data: ['/api/plant-inventory'],
  },
  {
    paths: ['/contact'],
    screen: 'contact/contact-page',
    title: 'Contact',
    description: siteText('contact_header_subtitle'),
    access: 'public',
  },
  {
    paths: ['/shipping'],
    screen: 'policies/shipping-page',
    title: 'Shipping Information',
    description: ofFarm(
      (farm) =>
        `How ${farm} gets fruit, honey and plants to you: pickup, local delivery and shipping, with costs.`,
    ),
    access: 'public',
    data: ['/api/shipping-options'],
  },
  {
    paths: ['/returns'],
    screen: 'policies/returns-page',
    title: 'Return Policy',
    description: ofFarm(
      (farm) =>
        `Not happy with something from ${farm}? Our satisfaction guarantee, and how returns and refunds work.`,
    ),
    access: 'public',
  },
  {
    paths: ['/faq'],
    screen: 'policies/faq-page',
    title: 'Frequently Asked Questions',
    description: ofFarm(
      (farm) => `Answers about ordering, shipping, visiting and growing with ${farm}.`,
    ),
    access: 'public',
    data: ['/api/shipping-options'],
  },
  {
    paths: ['/help/twitter'],
    screen: 'help-guides/twitter-guide-page',
    title: 'Twitter API Setup Guide',
    description: ofFarm((farm) => `How ${farm} connects Twitter (X).`),
    access: 'public',
  },
  {
    paths: ['/help/linkedin'],
    screen: 'help-guides/linkedin-guide-page',
    title: 'LinkedIn Business Page Setup',
    description: ofFarm((farm) => `How ${farm} sets up LinkedIn.`),
    access: 'public',
  },
  {
    paths: ['/help/facebook'],
    screen: 'help-guides/facebook-guide-page',
    title: 'Facebook Farm Page Setup',
    description: ofFarm((farm) => `How ${farm} sets up Facebook.`),
    access: 'public',
  },
  {
    paths: ['/sign-in'],
    screen: 'auth/sign-in-page',
    title: 'Sign In',
    access: 'public',
    private: true,
  },
  {
    paths: ['/sign-in/verify'],
    screen: 'auth/sign-in-verify-page',
    title: 'Sign In',
    access: 'public',
    private: true,
  },
  {
    paths: ['/staff/set-password'],
    screen: 'staff-set-password/staff-set-password-page',
    title: 'Set Your Password',
    access: 'public',
    private: true,
  },
  {
    paths: ['/newsletter/confirm'],
    screen: 'newsletter/newsletter-confirm-page',
    title: 'Confirm Your Subscription',
    access: 'public',
    private: true,
  },
  {
    paths: ['/newsletter/unsubscribe'],
    screen: 'newsletter/newsletter-unsubscribe-page',
    title: 'Unsubscribe',
    access: 'public',
    private: true,
  },
  {
    paths: ['/back-in-stock/unsubscribe'],
    screen: 'newsletter/back-in-stock-unsubscribe-page',
    title: 'Unsubscribe',
    access: 'public',
    private: true,
  },
  {
    paths: ['/harvest-alerts/confirm'],
    screen: 'harvest-alerts/harvest-alert-confirm-page',
    title: 'Confirm Your Harvest Alerts',
    access: 'public',
    private: true,
  },
  {
    paths: ['/harvest-alerts/unsubscribe'],
    screen: 'harvest-alerts/harvest-alert-unsubscribe-page',
    title: 'Unsubscribe',
    access: 'public',
    private: true,
  },
  {
    paths: ['/subscriptions/subscribe'],
    screen: 'subscribe/subscribe-page',
    title: 'Subscribe',
    access: 'customer',
    private: true,
    data: ['/api/subscription-plans'],
  },
  {
    paths: ['/checkout'],
    screen: 'checkout/checkout-page',
    title: 'Checkout',
    access: 'public',
    private: true,
  },
  {
    paths: ['/checkout-demo'],
    screen: 'checkout/checkout-demo-page',
    title: 'Checkout Demo',
    access: 'public',
    private: true,
  },
  {
    paths: ['/order-confirmation'],
    screen: 'order-confirmation/order-confirmation-page',
    title: 'Order Confirmation',
    access: 'public',
    private: true,
  },
  {
    paths: ['/account'],
    screen: 'account/account-page',
    title: 'Your Account',
    access: 'customer',
    private: true,
  },
  {
    paths: ['/account/orders/:id'],
    screen: 'order-confirmation/order-details-page',
    title: 'Order Details',
    access: 'customer',
    private: true,
  },
  {
    paths: ['/qr-payment'],
    screen: 'farm-stand/qr-payment-page',
    title: 'Farm Stand Payment',
    access: 'public',
    private: true,
  },
  {
    paths: ['/pickup'],
    screen: 'pickup-move/pickup-move-page',
    title: 'Your Pickup Time',
    access: 'public',
    private: true,
  },
  {
    paths: ['/visits/booking'],
    screen: 'visit-booking/visit-booking-page',
    title: 'Your Booking',
    access: 'public',
    private: true,
  },
  {
    paths: ['/pay/:orderId'],
    screen: 'farm-stand/pay-page',
    title: 'Pay for Your Order',
    access: 'public',
    private: true,
  },
] as const satisfies readonly PageDeclaration[]

/** The screen for any path that is not a page (the server answers it with a 404). */
export const notFoundScreen = 'not-found/not-found-page'

/** 'product-detail/product-detail-page' → 'ProductDetailPage'. */
export const screenComponent = (screen: string) =>
  (screen.split('/').at(-1) ?? '').replace(/(^|-)(\w)/g, (_match, _dash, letter: string) =>
    letter.toUpperCase(),
  )

/** The storefront's paths (its links to its own screens). */
export const storefrontPaths: readonly string[] = storefrontPages.flatMap((page) => page.paths)
