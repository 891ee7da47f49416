import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

export const page = style({ paddingBottom: vars.space.l })

// A page's title and its sections' titles in the serif's regular weight: large enough to lead
// without bold, so the bold of a card's or a row's title stays the mark of its own line.
export const h1 = style({
  margin: `${vars.space.xl} 0 ${vars.space.m}`,
  fontSize: vars.fontSize.h1,
  fontWeight: 400,
})

export const h2 = style({
  margin: `${vars.space.xl} 0 ${vars.space.s}`,
  fontSize: vars.fontSize.h2,
  fontWeight: 400,
})

export const h3 = style({
  margin: `${vars.space.s} 0 ${vars.space.xs}`,
  '@media': { 'screen and (min-width: 40em)': { marginTop: vars.space.l } },
  // Between a section's title and the rows under it: a size above a row's title, 1.2 × below the title.
  fontSize: vars.fontSize.h3,
})

export const p = style({ margin: `0 0 ${vars.space.m}` })

export const list = style({
  margin: `0 0 ${vars.space.m}`,
  paddingLeft: vars.space.m,
  display: 'grid',
  gap: vars.space.xs,
})

globalStyle(`${list} > li::marker`, { color: vars.color.accent })

export const blockquote = style({
  margin: `${vars.space.l} 0`,
  padding: `${vars.space.m} ${vars.space.l}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceWarm,
  borderRadius: `0 ${vars.radius.m} ${vars.radius.m} 0`,
  fontSize: vars.fontSize.lead,
})

export const hr = style({
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  margin: `${vars.space.l} 0`,
})

export const link = style({
  color: vars.color.accentStrong,
  fontWeight: 600,
})
