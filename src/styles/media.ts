/**
 * The widths at which two parts of a page must change layout together. Plain constants, not styles:
 * a stylesheet or a component reads them without taking another component's CSS into its page.
 */

/**
 * From here the home page's hero sets its text and her 4:5 portrait side by side (its `<picture>`
 * switches versions at the same width, HeroPortrait.tsx), and `<Columns>` its two columns.
 */
export const sideBySide = 'screen and (min-width: 60em)'

/** From here a form's summary sits beside its fields (RequestForm.css.ts); just under it, below them (BookingSummary.css.ts). */
export const summaryBeside = 'screen and (min-width: 64rem)'
export const summaryBelowWidth = '63.99rem'
