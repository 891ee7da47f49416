/**
 * The widths two parts of a page must share: the text's measure, and where layouts change together.
 * Plain constants, not styles: a stylesheet or a component reads them without taking another
 * component's CSS into its page.
 */

/**
 * The text's measure: its lines stop there (the theme's `width.prose`), and so do a photo in it and a
 * note under a list.
 */
const proseRem = 42
export const proseWidth = `${proseRem}rem`
/**
 * The text's measure with the page's margins (1.25rem on each side): from this width, a photo in the
 * text is at its measure.
 */
export const proseWithMargins = `${proseRem + 2.5}rem`

/** The page's widest column (the theme's `width.page`): price cards, testimonials, the booking form stand in it. */
export const pageRem = 72
export const pageWidth = `${pageRem}rem`

/**
 * From here the home page's hero sets its text and her 4:5 portrait side by side (its `<picture>`
 * switches versions at the same width, HeroPortrait.tsx), and `<Columns>` its two columns.
 */
export const sideBySide = 'screen and (min-width: 60em)'

/**
 * From here a form's summary sits beside its fields (RequestForm.css.ts); just under it, below them
 * (BookingSummary.css.ts).
 */
const summaryBesideRem = 64
export const summaryBeside = `screen and (min-width: ${summaryBesideRem}rem)`
export const summaryBelowWidth = `${summaryBesideRem - 0.01}rem`
