/*
 * Hyphenated words kept whole, for MDX pages (rehype-french-typography.ts) and
 * data texts (<NoBreakAtHyphens>) alike. A module of its own: every page's JavaScript
 * carries <NoBreakAtHyphens>, not the typography rules, which run at build time.
 */
/** The class of global.css.ts that keeps a word on one line. */
export const noBreakClass = 'nobreak'

/** « sage-femme », « envoyez-moi », « rendez-vous »: letters joined by hyphens. */
const hyphenatedWords = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu

/**
 * An e-mail or web address: never kept whole. « bonjour@camille-martin-lactation.fr »
 * is wider than a 320 px phone; it must be free to wrap (global.css.ts lets links
 * break anywhere), or the page scrolls sideways.
 */
export const addressPattern = /[^\s<>«»()]+@[^\s<>«»()]+|(?:https?:\/\/|www\.)[^\s<>«»()]+/gu

/** A piece of a text: `whole` when it is a hyphenated word that must stay on one line. */
export interface TextPart {
  text: string
  whole: boolean
}

/**
 * A text cut into its hyphenated words and what lies between them. Browsers
 * break a line after a hyphen, and « sage- / femme » or « rendez- / vous »
 * reads as two words: each `whole` part goes in a no-wrap element, by the
 * typography step for MDX pages and by `<NoBreakAtHyphens>` for data texts. Not U+2011
 * (the no-break hyphen), which some fonts lack and which searching the page
 * for « sage-femme » would not find.
 */
export function hyphenatedParts(text: string): TextPart[] {
  // Most texts have no hyphen: the two expressions below, run on each of a form's labels, are the cost.
  if (!text.includes('-')) return text ? [{ text, whole: false }] : []
  const addresses = [...text.matchAll(addressPattern)].map((match) => [match.index, match.index + match[0].length] as const)
  const inAddress = (index: number) => addresses.some(([start, end]) => index >= start && index < end)
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(hyphenatedWords)) {
    if (inAddress(match.index)) continue
    if (match.index > last) parts.push({ text: text.slice(last, match.index), whole: false })
    parts.push({ text: match[0], whole: true })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), whole: false })
  return parts
}
