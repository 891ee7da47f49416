import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

/**
 * How an offer reads wherever it is shown (her main offers' rows, the
 * offers page's cards, the gift cards): one type, so an offer looks
 * the same on every page. Its name outranks its price: the name is what a
 * parent looks for, the price comes with it.
 */
export const offerTitle = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.h3,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.heading,
})

/** Its price: the text's size, bold in the accent, below the name's rank. */
export const offerPrice = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.accentStrong,
})

/** Its duration, beside the price, quieter. */
export const offerDuration = style({ color: vars.color.textMuted })

/** The small line above its name (« 2 rendez-vous »). */
export const offerKicker = style({
  margin: 0,
  color: vars.color.calm,
  fontWeight: 700,
  fontSize: vars.fontSize.small,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

/** A note of its price (« selon la distance », a footnote): small, muted, under the price. */
export const offerNote = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  // Closer lines than the text's: a note of two or three short lines reads as one.
  lineHeight: 1.4,
  fontWeight: 400,
  color: vars.color.textMuted,
})

/** The group's icon in the accent colour, then the name. */
export const offerTitleWithIcon = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
})

globalStyle(`${offerTitleWithIcon} > svg`, { color: vars.color.accent, alignSelf: 'center', flexShrink: 0 })
