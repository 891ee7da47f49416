import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

/** A slim lane, marked by the accent on its edge as the booking page's urgent line (UrgentLine.css.ts). */
export const box = style({
  margin: `${vars.space.m} 0`,
  padding: `${vars.space.xs} ${vars.space.s}`,
  background: vars.color.surface,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: `0 ${vars.radius.s} ${vars.radius.s} 0`,
  fontSize: vars.fontSize.small,
})

globalStyle(`${box} > p`, { margin: `0 0 ${vars.space.xs}` })

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
})

// Each item lays its link out as a flex item, not on a line of text: the browser may paint a slow page before
// a link's words have come, and an empty button's baseline is its bottom edge, which made its item taller
// meanwhile and moved the other, centred beside it, once they came (a layout shift).
globalStyle(`${links} > li`, { display: 'flex' })

/** The emergency number, under the links: when it cannot wait for her. */
export const emergency = style({
  selectors: { [`${box} > &`]: { margin: `${vars.space.xs} 0 0` } },
  fontWeight: 700,
})
