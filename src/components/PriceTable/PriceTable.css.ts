import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

/** Duration on the left, price on the right (even with no duration), a price's note under the price. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'baseline',
  columnGap: vars.space.s,
  margin: `auto 0 0`,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
})

/** « Durée », « Tarif »: small, on the line of what they name. */
export const factLabel = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: 400,
  color: vars.color.textMuted,
})

export const duration = style({ margin: 0, color: vars.color.textMuted })

/** How a price reads, large in the heading face: the price cards' and the gift cards'. */
export const priceFigure = style({
  textAlign: 'right',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h2,
  fontWeight: 600,
  color: vars.color.accentStrong,
  lineHeight: 1.1,
})

export const price = style([priceFigure, { gridColumn: 2, margin: 0 }])

export const priceNote = style({
  display: 'block',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: 400,
  color: vars.color.textMuted,
})

/** A price's note wraps under it instead of pushing it aside. */
export const noteUnderPrice = style({ maxWidth: '11rem', marginLeft: 'auto' })

export const marker = style({ fontSize: '0.6em', verticalAlign: 'super', marginLeft: '0.1em' })

export const features = style({
  margin: `${vars.space.xxs} 0 ${vars.space.xs}`,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
})

export const feature = style({
  display: 'flex',
  gap: vars.space.xs,
  '::before': { content: '"•"', color: vars.color.accent, fontWeight: 700 },
})

export const kicker = style({
  margin: 0,
  minHeight: '1.5em',
  color: vars.color.calm,
  fontWeight: 700,
  fontSize: vars.fontSize.small,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

export const footnotes = style({
  margin: `0 0 ${vars.space.l}`,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

export const action = style({ marginTop: vars.space.xxs, alignSelf: 'stretch' })

/** The group's icon in the accent colour, then the name. */
export const titleWithIcon = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
})

globalStyle(`${titleWithIcon} > svg`, { color: vars.color.accent, alignSelf: 'center' })
