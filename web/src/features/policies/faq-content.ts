export interface FaqItem {
  question: string
  answer: string
}

export interface FaqCategory {
  id: string
  title: string
  items: FaqItem[]
}

/** The farm's details from its settings (so the owner can change them). */
export interface FaqFarmDetails {
  /** The open days and hours on one line ("Thu–Sun 8:00 AM – 4:00 PM"). */
  hours: string
  /** "Closed on Thanksgiving and Christmas Day". */
  hoursNote: string | null
  phone: string
  email: string
  /** What each shipping method costs, from the shipping options checkout charges by. */
  shippingCosts: string
}

/** The FAQ, by category; the policy numbers are those of spec 2 §9. */
export function faqCategories({
  hours,
  hoursNote,
  phone,
  email,
  shippingCosts,
}: FaqFarmDetails): FaqCategory[] {
  const reachUs = [phone && `call us at ${phone}`, email && `e-mail ${email}`]
    .filter(Boolean)
    .join(' or ')
  return [
    {
      id: 'orders-shipping',
      title: 'Orders & Shipping',
      items: [
        {
          question: 'How much does shipping cost?',
          answer: [
            shippingCosts,
            'Fresh fruit ships only cold or local. The exact options for your order are shown at checkout.',
          ]
            .filter(Boolean)
            .join(' '),
        },
        {
          question: 'Which days do you ship?',
          answer:
            'Fresh produce ships Monday through Wednesday so it never waits in a warehouse over the weekend. Plants and trees ship Tuesday through Thursday. Honey and gifts ship any business day.',
        },
        {
          question: 'Can I pick up my order at the farm?',
          answer:
            'Yes. Choose local pickup at checkout; it is free. We will e-mail you when your order is packed and waiting at the farm stand.',
        },
        {
          question: 'Can plants and trees ship to any state?',
          answer:
            'Most states, yes. A few states restrict plants from Florida to protect their own agriculture; if your address is one of them, we will contact you before anything ships and refund the plant.',
        },
      ],
    },
    {
      id: 'returns-guarantees',
      title: 'Returns & Guarantees',
      items: [
        {
          question: 'My fruit arrived damaged. What do I do?',
          answer:
            'Tell us within 24 hours of delivery, with a photo if you can, and we will replace it or refund you. There is no need to send fresh produce back.',
        },
        {
          question: 'Can I return honey or a gift?',
          answer:
            'Yes. Unopened honey, preserved goods and gifts can be returned within 30 days of delivery.',
        },
        {
          question: 'What if my plant arrives in bad shape or does not grow?',
          answer:
            'Every plant has a live arrival guarantee: tell us within 48 hours of delivery. On top of that, our 30-day growth guarantee covers a plant that fails to establish within 30 days with proper care.',
        },
        {
          question: 'How long does a refund take?',
          answer:
            'Refunds go back to your original payment method and take 3-5 business days to arrive once approved.',
        },
      ],
    },
    {
      id: 'products',
      title: 'Our Products',
      items: [
        {
          question: 'Is your honey raw?',
          answer:
            'Yes. Our honey is raw and unfiltered, straight from our own hives. Raw honey crystallizes naturally over time; set the jar in warm (not hot) water and it turns liquid again.',
        },
        {
          question: 'How do I ripen a mango?',
          answer:
            'Leave it on the counter, stem up and out of direct sun, for two to five days. It is ready when it gives slightly to a gentle squeeze and smells sweet at the stem. Only then move it to the fridge.',
        },
        {
          question: 'When are mangos and berries in season?',
          answer:
            'Blackberries ripen in late spring, and mangos run from early summer into early fall. Our seasonal calendar shows what is ripe each month, and harvest alerts tell you the moment a favorite is ready.',
        },
      ],
    },
    {
      id: 'subscriptions',
      title: 'Subscriptions',
      items: [
        {
          question: 'Can I pause my subscription?',
          answer:
            'Yes. You can pause your subscription for up to 8 weeks, for a vacation or a full fridge, and it picks up again where you left off.',
        },
        {
          question: 'How do I change or cancel my subscription?',
          answer: `Just let us know${reachUs ? `: ${reachUs}` : ''}. Changes take effect from your next box.`,
        },
      ],
    },
    {
      id: 'visits',
      title: 'Visiting the Farm',
      items: [
        {
          question: 'When can I reach you?',
          answer:
            `Our hours are ${hours || 'posted on our contact page'}${hoursNote ? ` (${hoursNote})` : ''}. ${reachUs ? `You can ${reachUs}.` : ''}`.trim(),
        },
        {
          question: 'Do I need a reservation to visit?',
          answer:
            'Farm tours, workshops and pick-your-own mornings are by reservation, so we can keep groups small. Book on the Farm Events page or the Pick Your Own page; payment is collected on arrival.',
        },
      ],
    },
  ]
}
