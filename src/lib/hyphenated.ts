/*
 * Hyphenated words kept whole, for MDX pages (rehype-french-typography.ts) and
 * data texts (<NoBreakAtHyphens>) alike. A module of its own: every page's JavaScript
 * carries <NoBreakAtHyphens>, not the typography rules, which run at build time.
 */
/** The class of global.css.ts that keeps a word on one line. */
export const noBreakClass = 'nobreak'

/**
 * The letters a French text writes, digits and accents: the Latin alphabets (with œ, æ, ß, ł), and the accents
 * written apart, as a text pasted from some systems has them. Not Unicode's every letter (`\p{L}`): Chromium's first
 * run of that class over a sentence took 52–103 ms with the CPU slowed 6× here, the next 0–3 ms (its compiling,
 * not its matching), inside a render of the booking form (the consent's sentence); on CI's host, a React task of
 * 108 ms. This class: 0–5 ms in all. On every line with a hyphen of content/, the tests' fixtures and src/, the two
 * cut alike. A Greek or Cyrillic word may break at its hyphen, as any word did before this cut.
 */
const letter = '0-9A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0300-\\u036F\\u1E00-\\u1EFF'

/** « sage-femme », « envoyez-moi », « rendez-vous »: letters joined by hyphens. */
const hyphenatedWords = new RegExp(`[${letter}]+(?:-[${letter}]+)+`, 'g')

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
