/** The built-in default of every editable site text and image, by key. */
import type { siteContentTypes } from './site-content'

export interface SiteContentDefault {
  title: string
  content: string
  imageUrl?: string
  contentType: (typeof siteContentTypes)[number]
  description: string
}

/**
 * Built-in default of every editable site text (spec 1 §3, spec 2 "Editable header texts").
 * The server seeds these rows; the browser falls back to them while content loads.
 * The farm's name and tagline live here too; its address, phone, e-mail, opening hours and
 * time zone are fields of the farm settings (contracts/farm-settings.ts, issue 25).
 */
export const siteContentDefaults = {
  // ---- The farm (header, footer, page titles, e-mails, structured data) ----
  farm_name: {
    title: 'Farm name',
    content: 'Groveside Farm',
    contentType: 'text',
    description: 'The farm name shown in the header, page titles and e-mails.',
  },
  farm_tagline: {
    title: 'Farm tagline',
    content:
      'Mangos, raw honey, berries and grafted trees from our family grove on the Florida coast.',
    contentType: 'text',
    description:
      'One short line under the farm name (footer, page descriptions, sharing previews).',
  },

  // ---- Landing page ----
  hero_title: {
    title: 'Hero title',
    content: 'Sun-Ripened on the Florida Coast',
    contentType: 'text',
    description: 'Large heading at the top of the landing page.',
  },
  hero_subtitle: {
    title: 'Hero subtitle',
    content:
      'Tree-ripened mangos, raw honey from our own hives, sweet blackberries and grafted trees, grown by one family on five acres near the Indian River Lagoon.',
    contentType: 'text',
    description: 'Text under the hero title on the landing page.',
  },
  hero_background_image: {
    title: 'Hero background image',
    content: 'Morning light over the mango grove and beehives at Groveside Farm',
    imageUrl: '/uploads/demo/hero-farm.svg',
    contentType: 'image',
    description: 'Background picture of the landing page hero. The text is its alt description.',
  },
  welcome_message: {
    title: 'Welcome message',
    content:
      "Thanks for stopping by the grove. Here's what's fresh, what's blooming and what we've been up to this week.",
    contentType: 'text',
    description: 'Greeting shown on the signed-in home dashboard under "Welcome back".',
  },
  farm_story_title: {
    title: 'Farm story title',
    content: 'Our Story',
    contentType: 'text',
    description: 'Heading of the farm story section on the landing page.',
  },
  farm_story_content: {
    title: 'Farm story text',
    content:
      "Groveside started in 2022 with five neglected acres, a handful of old mango trees that had outlived their last owners, and a family that couldn't leave them behind. We cleared the brush by hand, brought in our first beehives and started grafting.\n\nToday we grow mangos, blackberries and muscadine grapes without shortcuts, keep bees that work the mango blossoms every spring, and graft trees so your backyard can have a grove too. Everything we sell is picked, jarred or potted right here, usually the same week it reaches you.",
    contentType: 'text',
    description: 'Story text on the landing page and About page (blank line = new paragraph).',
  },
  farm_story_image: {
    title: 'Farm story image',
    content: 'Our beehives at the edge of the mango grove',
    imageUrl: '/uploads/demo/beehive.svg',
    contentType: 'image',
    description: 'Picture beside the farm story. The text is its alt description.',
  },

  // ---- About page ----
  about_intro: {
    title: 'About Groveside Farm',
    content:
      "We're a small family farm on Florida's Treasure Coast. We grow tropical fruit, keep bees and graft trees on a few sandy acres a short drive from the ocean, and we sell what we grow directly to our neighbors and to anyone who wants to taste a mango picked at its peak.",
    contentType: 'text',
    description: 'Opening paragraph of the About page.',
  },
  our_journey_title: {
    title: 'Our journey title',
    content: 'Our Journey',
    contentType: 'text',
    description: 'Heading of the timeline on the About page.',
  },
  our_journey_content: {
    title: 'Our journey timeline',
    content: [
      '**2022** — We bought five overgrown acres off Seagrape Grove Road and cleared the brush by hand, saving every old mango tree we found.',
      '**2022** — Our first two beehives arrived that fall; the first jars of wildflower honey sold out at the Saturday market in one afternoon.',
      '**2023** — We planted rows of thornless Ouachita blackberries and a muscadine grape arbor along the east fence.',
      '**2024** — Storm season taught us to stake, prune and wait. The grove came back stronger, and we grafted our 200th tree.',
      '**2025** — We opened the farm stand and started pick-your-own mornings for neighbors and school groups.',
      '**2026** — We launched this online shop so friends beyond the county can taste the grove too.',
    ].join('\n'),
    contentType: 'text',
    description:
      'Timeline on the About page: one milestone per line; **double asterisks** mark emphasis.',
  },

  // ---- Products and categories ----
  products_header_title: {
    title: 'Products header title',
    content: 'From Our Grove to Your Table',
    contentType: 'text',
    description: 'Heading of the Products page.',
  },
  products_header_subtitle: {
    title: 'Products header subtitle',
    content:
      'Fresh fruit picked when it is ready, raw honey from our own hives, and grafted trees and plants to start your own grove.',
    contentType: 'text',
    description: 'Text under the Products page heading.',
  },
  shop_by_category_title: {
    title: 'Shop by category title',
    content: 'Shop by Category',
    contentType: 'text',
    description: 'Heading of the category tiles.',
  },
  shop_by_category_subtitle: {
    title: 'Shop by category subtitle',
    content: 'Pick a corner of the farm to explore.',
    contentType: 'text',
    description: 'Text under the category tiles heading.',
  },
  category_fresh_title: {
    title: 'Fresh category title',
    content: 'Fresh Produce',
    contentType: 'text',
    description: 'Title of the Fresh category tile.',
  },
  category_fresh_description: {
    title: 'Fresh category description',
    content: 'Tree-ripened mangos, plump blackberries and muscadine grapes, picked in season.',
    contentType: 'text',
    description: 'Text of the Fresh category tile.',
  },
  category_fresh_image: {
    title: 'Fresh category image',
    content: 'A ripe Haden mango with leaves',
    imageUrl: '/uploads/demo/mango.svg',
    contentType: 'image',
    description: 'Picture of the Fresh category tile. The text is its alt description.',
  },
  category_plants_title: {
    title: 'Plants category title',
    content: 'Plants & Trees',
    contentType: 'text',
    description: 'Title of the Plants category tile.',
  },
  category_plants_description: {
    title: 'Plants category description',
    content:
      'Grafted mango trees, blackberry plants and grape vines, grown and hardened off on our farm.',
    contentType: 'text',
    description: 'Text of the Plants category tile.',
  },
  category_plants_image: {
    title: 'Plants category image',
    content: 'A young grafted mango tree in a nursery pot',
    imageUrl: '/uploads/demo/grafted-tree.svg',
    contentType: 'image',
    description: 'Picture of the Plants category tile. The text is its alt description.',
  },
  category_honey_title: {
    title: 'Honey category title',
    content: 'Honey Products',
    contentType: 'text',
    description: 'Title of the Honey category tile.',
  },
  category_honey_description: {
    title: 'Honey category description',
    content:
      'Raw, unfiltered honey and honeycomb from hives that work our mango blossoms and wildflowers.',
    contentType: 'text',
    description: 'Text of the Honey category tile.',
  },
  category_honey_image: {
    title: 'Honey category image',
    content: 'A jar of golden raw honey',
    imageUrl: '/uploads/demo/honey-jar.svg',
    contentType: 'image',
    description: 'Picture of the Honey category tile. The text is its alt description.',
  },

  // ---- Visit pages (spec 2 "Editable header texts") ----
  seasonal_calendar_header_title: {
    title: 'Seasonal calendar title',
    content: 'Seasonal Calendar',
    contentType: 'text',
    description: 'Heading of the Seasonal Calendar page.',
  },
  seasonal_calendar_header_subtitle: {
    title: 'Seasonal calendar subtitle',
    content: "What's ripe, what's blooming and what's coming next at the grove, month by month.",
    contentType: 'text',
    description: 'Text under the Seasonal Calendar heading.',
  },
  farm_events_header_title: {
    title: 'Farm events title',
    content: 'Farm Events & Workshops',
    contentType: 'text',
    description: 'Heading of the Farm Events & Workshops page.',
  },
  farm_events_header_subtitle: {
    title: 'Farm events subtitle',
    content:
      'Walk the mango grove, meet the bees, or learn to graft your own tree. Small groups, hands-on, and always a taste of something fresh.',
    contentType: 'text',
    description: 'Text under the Farm Events & Workshops heading.',
  },
  pick_your_own_header_title: {
    title: 'Pick your own title',
    content: 'Pick Your Own',
    contentType: 'text',
    description: 'Heading of the Pick Your Own page.',
  },
  pick_your_own_header_subtitle: {
    title: 'Pick your own subtitle',
    content:
      'Bring the family, grab a basket and pick blackberries, mangos and grapes straight from the plants. Book a session and we will meet you at the farm stand.',
    contentType: 'text',
    description: 'Text under the Pick Your Own heading.',
  },
  photo_gallery_header_title: {
    title: 'Photo gallery title',
    content: 'Photo Gallery',
    contentType: 'text',
    description: 'Heading of the Photo Gallery page.',
  },
  photo_gallery_header_subtitle: {
    title: 'Photo gallery subtitle',
    content: 'Harvest mornings, busy hives and everyday life on the farm.',
    contentType: 'text',
    description: 'Text under the Photo Gallery heading.',
  },
  photo_gallery_no_photos: {
    title: 'Photo gallery empty text',
    content: "We haven't posted photos here yet. Check back after the next harvest!",
    contentType: 'text',
    description: 'Text shown under "No photos found" when the gallery is empty.',
  },

  // ---- Contact page ----
  contact_header_title: {
    title: 'Contact title',
    content: 'Get in Touch',
    contentType: 'text',
    description: 'Heading of the Contact page.',
  },
  contact_header_subtitle: {
    title: 'Contact subtitle',
    content:
      'Questions about an order, a visit or a tree for your yard? Send us a note. A real person on the farm will answer.',
    contentType: 'text',
    description: 'Text under the Contact page heading.',
  },
  contact_visit_message: {
    title: 'Visit message',
    content:
      'Farm tours, workshops and pick-your-own mornings are by reservation, on open days and others. Call ahead in summer, when the mangos go fast.',
    contentType: 'text',
    description:
      'Note about visiting the farm on the Contact page. The opening hours are kept on the Farm settings screen: do not repeat them here.',
  },

  // ---- Footer ----
  footer_shipping_label: {
    title: 'Footer: shipping link',
    content: 'Shipping Info',
    contentType: 'text',
    description: 'Label of the Customer Care link to /shipping.',
  },
  footer_returns_label: {
    title: 'Footer: returns link',
    content: 'Returns & Refunds',
    contentType: 'text',
    description: 'Label of the Customer Care link to /returns.',
  },
  footer_faq_label: {
    title: 'Footer: FAQ link',
    content: 'FAQ',
    contentType: 'text',
    description: 'Label of the Customer Care link to /faq.',
  },
  footer_contact_label: {
    title: 'Footer: contact link',
    content: 'Contact Us',
    contentType: 'text',
    description: 'Label of the Customer Care link to /contact.',
  },

  // ---- Social links ----
  facebook_url: {
    title: 'Facebook',
    content: 'https://www.facebook.com/grovesidefarm',
    contentType: 'text',
    description: 'Address of the farm Facebook page (footer, contact page, share widget).',
  },
  instagram_url: {
    title: 'Instagram',
    content: 'https://www.instagram.com/grovesidefarm',
    contentType: 'text',
    description: 'Address of the farm Instagram profile.',
  },
  twitter_url: {
    title: 'Twitter',
    content: 'https://twitter.com/grovesidefarm',
    contentType: 'text',
    description: 'Address of the farm Twitter (X) profile.',
  },
  linkedin_url: {
    title: 'LinkedIn',
    content: 'https://www.linkedin.com/company/grovesidefarm',
    contentType: 'text',
    description: 'Address of the farm LinkedIn page (listed on the Social Media screen).',
  },
  youtube_url: {
    title: 'YouTube',
    content: 'https://www.youtube.com/@grovesidefarm',
    contentType: 'text',
    description: 'Address of the farm YouTube channel.',
  },
} satisfies Record<string, SiteContentDefault>

export type SiteContentKey = keyof typeof siteContentDefaults
