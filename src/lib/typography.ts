/**
 * French typography, so the consultant can type ordinary spaces:
 * - a narrow no-break space before ; ! ? and a no-break space before : and
 *   inside « », typographic apostrophes;
 * - no-break spaces inside prices (« 70 € », « 1 500 € »), percentages and
 *   measures (« 100 % », « 30 km »), and durations in the site's one style,
 *   the style of src/lib/format.ts: « 1 h 30 », « 1 h », « 30 min »,
 *   « 1 h à 1 h 30 » (also typed « 1h30 » or « 1h-1h30 »).
 * URLs and e-mail addresses are kept as typed; times such as 09:00 are left
 * alone because the rules need a space or the end of the text after « : ».
 * Code never reaches this function (see rehype-french-typography.ts).
 * Applying it twice changes nothing.
 */
import { NBSP } from './format.ts'
import { addressPattern } from './hyphenated.ts'

const NNBSP = '\u202f'
/** A space as typed, or one of the no-break spaces already there. */
const S = '[ \\u00a0\\u202f]'

/** Addresses, as the hyphenated words' rule reads them, and mailto: and tel: links: their « ? », « : » and « ' » are not punctuation. */
const untouchable = new RegExp(`\\b(?:mailto|tel):[^\\s<>«»"()]+|${addressPattern.source}`, 'gu')

/** « 1h30 », « 1 h 30 », « 1h », « 30min » → the pieces of one duration. */
const durationPattern = `\\d+${S}?(?:h(?:${S}?\\d{2})?|min)(?![\\p{L}\\p{N}])`

const duration = new RegExp(durationPattern, 'gu')
const durationRange = new RegExp(`(${durationPattern})${S}*[-–]${S}*(${durationPattern})`, 'gu')

// Compiled once: the components typeset data text on every render.
const hoursAndMinutes = new RegExp(`(\\d)${S}?h${S}?(\\d{2})`, 'u')
const unitAtEnd = new RegExp(`(\\d)${S}?(h|min)$`, 'u')

function formatDurationText(typed: string): string {
  return typed.replace(hoursAndMinutes, `$1${NBSP}h${NBSP}$2`).replace(unitAtEnd, `$1${NBSP}$2`)
}

/** The rules, in order, each a replacement with patterns compiled once. */
const rules: ReadonlyArray<(text: string) => string> = [
  // l'allaitement → l’allaitement (a letter on both sides)
  replaceWith(/(\p{L})'(?=\p{L})/gu, '$1’'),
  // « texte » with any spaces inside → no-break spaces
  replaceWith(new RegExp(`«${S}*`, 'g'), `«${NBSP}`),
  replaceWith(new RegExp(`${S}*»`, 'g'), `${NBSP}»`),
  // word ? / word ! / word ; → narrow no-break space (also when typed with no space)
  replaceWith(new RegExp(`([\\p{L}\\p{N}»)’*.…%€])${S}*([;!?])(?=\\s|$|[;!?)»])`, 'gu'), `$1${NNBSP}$2`),
  // text starting with « ? » after an inline element (**gras** ?)
  replaceWith(new RegExp(`^${S}+([;!?])(?=\\s|$)`, 'u'), `${NNBSP}$1`),
  // word : → no-break space; « 09:00 » has no space after, so it is kept
  replaceWith(new RegExp(`([\\p{L}\\p{N}»)’*.…%€])${S}*:(?=\\s|$)`, 'gu'), `$1${NBSP}:`),
  replaceWith(new RegExp(`^${S}+:(?=\\s|$)`, 'u'), `${NBSP}:`),
  // 1h-1h30 → 1 h à 1 h 30, the range style of the price cards
  (text) => text.replace(durationRange, (_, from: string, to: string) => `${formatDurationText(from)} à ${formatDurationText(to)}`),
  // 1h30, 1 h 30, 1h, 30min → 1 h 30, 1 h, 30 min
  (text) => text.replace(duration, formatDurationText),
  // 1 500 € → thin no-break space between thousands
  replaceWith(new RegExp(`(\\d)${S}(?=\\d{3}(?:${S}\\d{3})*${S}?(?:€|euros?(?!\\p{L})))`, 'gu'), `$1${NNBSP}`),
  // 70 €, 70€, 70 euros, 100 %, 30 km, 150 g → no-break space
  replaceWith(new RegExp(`(\\d)${S}?(€|%|euros?(?!\\p{L})|km(?!\\p{L})|kg(?!\\p{L})|g(?![\\p{L}\\p{N}]))`, 'gu'), `$1${NBSP}$2`),
  // 202 heures, 3 mois: keep the number with its unit (« 3 minutes » reads as a phrase, and is left as typed)
  replaceWith(new RegExp(`(\\d)${S}(heures?|jours?|semaines?|mois|ans)(?!\\p{L})`, 'gu'), `$1${NBSP}$2`),
]

function replaceWith(pattern: RegExp, replacement: string): (text: string) => string {
  return (text) => text.replace(pattern, replacement)
}

function prose(text: string): string {
  return rules.reduce((result, rule) => rule(result), text)
}

export function frenchTypography(text: string): string {
  let result = ''
  let last = 0
  for (const match of text.matchAll(untouchable)) {
    result += prose(text.slice(last, match.index)) + match[0]
    last = match.index + match[0].length
  }
  return result + prose(text.slice(last))
}
