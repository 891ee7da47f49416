/**
 * French typography, so the consultant can type ordinary spaces:
 * a narrow no-break space before ; ! ? and a no-break space before : and
 * inside « », between a figure and its unit, and typographic apostrophes. Times (09:00), URLs and e-mail
 * addresses are left alone because the rules need a space or a letter
 * before the mark.
 */
const NNBSP = '\u202f'
const NBSP = '\u00a0'

export function frenchTypography(text: string): string {
  return (
    text
      // l'allaitement → l’allaitement (a letter on both sides, so never code or URLs)
      .replace(/(\p{L})'(?=\p{L})/gu, '$1’')
      // 30 km, 24 h, 100 %, 202 heures: a figure never ends a line apart from its unit
      .replace(/(\d)[ \u00a0\u202f]+(km|min|h|heures?|%|€)(?![\p{L}\p{N}])/gu, `$1${NBSP}$2`)
      // « texte » with any spaces inside → no-break spaces
      .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`)
      .replace(/[ \u00a0\u202f]*»/g, `${NBSP}»`)
      // word ? / word ! / word ; → narrow no-break space (also when typed with no space,
      // and before a doubled mark: « Quoi ?! »). A URL's « ?b=1 » has no space after, so it is kept.
      .replace(/(\p{L}|\p{N}|[»)’*.…%€])[ \u00a0\u202f]*([;!?])(?=\s|$|[)»!?])/gu, `$1${NNBSP}$2`)
      // word : → no-break space (« Tél. : »); « 09:00 » has no space before and a digit after, so it is kept
      .replace(/(\p{L}|[»)’*.…%€])[ \u00a0\u202f]*:(?=\s|$)/gu, `$1${NBSP}:`)
  )
}
