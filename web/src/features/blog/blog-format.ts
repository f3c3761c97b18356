/** "1 article", "4 articles". */
export function articleCount(count: number) {
  return count === 1 ? '1 article' : `${count} articles`
}
