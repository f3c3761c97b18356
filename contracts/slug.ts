/**
 * The address part built from a title (spec 3 §5 "Blog post"): lowercase, characters other than
 * letters, digits, spaces and hyphens removed, spaces to hyphens, repeated hyphens collapsed.
 * Accents are dropped first ("Café" → "cafe") so the address stays plain ASCII, and hyphens at
 * either end are trimmed. The browser's editor and the server use this one function, so the slug
 * staff see filled in is the slug the server stores. No zod here: the browser may import it freely.
 */
export function slugFromTitle(title: string, maxLength = 255): string {
  return plainLowercase(title)
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, maxLength)
    .replace(/-$/, '')
}

/**
 * The address part of a recipe (spec 3 §5 "Recipe", a rule of its own): lowercase, every run of
 * characters other than letters and digits becomes one hyphen, hyphens trimmed from both ends;
 * accents dropped first ("Crème" → "creme"). The staff form's slug preview and the server use it.
 */
export function recipeSlug(title: string, maxLength = 255): string {
  return plainLowercase(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '')
}

/** Lowercase with accents dropped, so slugs stay plain ASCII. */
function plainLowercase(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}
