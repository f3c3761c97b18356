export interface PlanQuestion {
  question: string
  answer: string
}

/** How to reach the farm, from the site texts staff edit. */
export interface FarmContact {
  phone: string
  email: string
}

/**
 * The questions under the plans (spec 2 "Subscription plans": an FAQ). Pausing is spec 2 §9's
 * "pause up to 8 weeks", said as the /faq page says it.
 */
export function planQuestions({ phone, email }: FarmContact): PlanQuestion[] {
  const reachUs = [phone && `call us at ${phone}`, email && `e-mail ${email}`]
    .filter(Boolean)
    .join(' or ')
  return [
    {
      question: 'How does a subscription work?',
      answer:
        'Choose a plan, pick the day it starts and whether you collect your box at the farm or have it delivered, then pay online. After that your boxes come on the plan’s schedule until you pause or cancel.',
    },
    {
      question: 'What will be in my box?',
      answer:
        'Each plan lists what it usually holds. We pack what is at its best that week, so a box changes with the seasons: blackberries in late spring, mangos all summer.',
    },
    {
      question: 'Can I pause my subscription?',
      answer:
        'Yes. You can pause your subscription for up to 8 weeks, for a vacation or a full fridge, and it picks up again where you left off.',
    },
    {
      question: 'How do I change or cancel my subscription?',
      answer: `Just let us know${reachUs ? `: ${reachUs}` : ''}. Changes take effect from your next box.`,
    },
    {
      question: 'Why do I need to sign in?',
      answer:
        'Your subscription belongs to your account, so you can see when your next box comes and pause it whenever you need to.',
    },
  ]
}
