import type { SeasonalMonthState, SeasonalTheme } from '#contracts/seasonal'

/**
 * How the seasonal calendar looks, shared by the public page and its manager (decision 0025):
 * the classes of each colour theme (the database stores only the theme's name) and the mark of
 * each month state. Colours follow spec 2 §9 (green peak, yellow available, grey not available);
 * every state also has its own symbol and words, so colour is never the only sign.
 */
export const seasonalThemeClasses: Record<SeasonalTheme, string> = {
  mango: 'border-orange-200 bg-orange-100 text-orange-900',
  berry: 'border-purple-200 bg-purple-100 text-purple-900',
  honey: 'border-amber-200 bg-amber-100 text-amber-900',
  leaf: 'border-green-200 bg-green-100 text-green-900',
  citrus: 'border-yellow-200 bg-yellow-100 text-yellow-900',
  sky: 'border-sky-200 bg-sky-100 text-sky-900',
  rose: 'border-rose-200 bg-rose-100 text-rose-900',
  earth: 'border-stone-300 bg-stone-100 text-stone-800',
}

export const monthStateMarks: Record<
  SeasonalMonthState,
  { symbol: string; words: string; className: string }
> = {
  peak: { symbol: '★', words: 'Peak season', className: 'bg-green-700 text-white' },
  available: {
    symbol: '●',
    words: 'Available',
    className: 'bg-yellow-300 text-yellow-950',
  },
  unavailable: {
    symbol: '–',
    words: 'Not available',
    className: 'bg-stone-200 text-stone-700',
  },
}
