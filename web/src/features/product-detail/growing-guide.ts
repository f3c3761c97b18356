/** Growing Information for a plant (spec 1 §2), written for coastal Florida gardens. */
export interface GrowingGuide {
  /** Which guide this is (for tests and analytics), not shown. */
  kind: 'mango' | 'blackberry' | 'grape' | 'general'
  intro: string
  tips: {
    topic: 'Sun' | 'Planting' | 'Water' | 'Feeding' | 'Pruning' | 'Harvest' | 'Cold' | 'Mulch'
    text: string
  }[]
}

const guides: Record<GrowingGuide['kind'], GrowingGuide> = {
  mango: {
    kind: 'mango',
    intro:
      'Mangos love our warm coastal climate. A grafted tree stays compact with yearly pruning and starts bearing within a few years.',
    tips: [
      {
        topic: 'Sun',
        text: 'Full sun, at least 8 hours a day, with room to spread: set it 15 feet or more from buildings.',
      },
      {
        topic: 'Planting',
        text: 'Well-drained sandy soil; on wet or heavy ground plant on a low mound. Keep the graft union above the soil.',
      },
      {
        topic: 'Water',
        text: 'Two or three times a week for the first months, then weekly through the first year. Keep established trees on the dry side from fall to bloom.',
      },
      {
        topic: 'Feeding',
        text: 'A light fruit-tree fertilizer every two to three months while young, with iron, manganese and zinc on alkaline soil.',
      },
      {
        topic: 'Cold',
        text: 'Cover young trees to the ground when a frost below 32 °F is forecast.',
      },
      {
        topic: 'Pruning',
        text: 'Right after harvest, by August, to keep the tree at 10 to 12 feet.',
      },
      {
        topic: 'Harvest',
        text: 'First fruit in 2 to 4 years; picking runs from May to September depending on the variety.',
      },
    ],
  },
  blackberry: {
    kind: 'blackberry',
    intro:
      'Low-chill, thornless blackberries are one of the easiest fruits for Florida gardens and bear the spring after planting.',
    tips: [
      { topic: 'Sun', text: 'Full sun for the sweetest berries.' },
      {
        topic: 'Planting',
        text: 'December to February, 3 to 4 feet apart in well-drained soil with compost worked in (pH 5.5 to 6.5).',
      },
      {
        topic: 'Water',
        text: 'About an inch a week, more while the fruit swells; drip lines keep the leaves dry.',
      },
      {
        topic: 'Mulch',
        text: 'Two to three inches of pine straw or wood chips keeps the roots cool and the weeds down.',
      },
      {
        topic: 'Pruning',
        text: 'After harvest, cut the canes that fruited to the ground. Tip new canes at about 4 feet in summer so they branch.',
      },
      {
        topic: 'Harvest',
        text: 'Late April to June. Pick every two or three days, when berries turn fully black and a little dull.',
      },
    ],
  },
  grape: {
    kind: 'grape',
    intro:
      'Muscadines are native to the South and shrug off the heat, humidity and diseases that defeat other grapes in Florida.',
    tips: [
      { topic: 'Sun', text: 'Full sun and good air flow.' },
      {
        topic: 'Planting',
        text: 'December to March, 15 to 20 feet apart, on a simple two-wire trellis about 5 feet high.',
      },
      {
        topic: 'Water',
        text: 'Weekly through the first year; established vines fruit best with water during summer dry spells.',
      },
      {
        topic: 'Feeding',
        text: 'A little balanced fertilizer in March, May and July; none after midsummer.',
      },
      {
        topic: 'Pruning',
        text: 'Every January or February, cut last season’s shoots back to short spurs of 2 to 4 buds.',
      },
      {
        topic: 'Harvest',
        text: 'August and September. Ripe grapes come off at a touch, so pick them one by one.',
      },
    ],
  },
  general: {
    kind: 'general',
    intro:
      'Everything we sell is grown here on the coast, so it is already used to Florida sun, sand and summer rain.',
    tips: [
      {
        topic: 'Sun',
        text: 'Most of our plants want full sun; shelter them from direct salt spray.',
      },
      {
        topic: 'Planting',
        text: 'Plant at the same depth as in the pot, in well-drained soil with compost worked in.',
      },
      {
        topic: 'Water',
        text: 'Every two or three days for the first weeks, then taper to a deep weekly watering.',
      },
      {
        topic: 'Mulch',
        text: 'Two to three inches of mulch, kept a hand’s width away from the stem.',
      },
    ],
  },
}

const keywords: [RegExp, GrowingGuide['kind']][] = [
  [/\bmangos?\b/i, 'mango'],
  [/\bblackberr(y|ies)\b/i, 'blackberry'],
  [/\b(grapes?|muscadines?|vines?)\b/i, 'grape'],
]

/** The guide for a plant, chosen by keywords in its name first, then in its description. */
export function growingGuideFor(product: {
  name: string
  description: string | null
}): GrowingGuide {
  for (const text of [product.name, product.description ?? '']) {
    for (const [pattern, kind] of keywords) {
      if (pattern.test(text)) return guides[kind]
    }
  }
  return guides.general
}
