import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

const phone = 'screen and (max-width: 29.99em)'

export const box = style({
  margin: `${vars.space.m} 0`,
  padding: `${vars.space.s} ${vars.space.m}`,
  '@media': { [phone]: { paddingInline: vars.space.s } },
  background: vars.color.surface,
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.m,
})

globalStyle(`${box} > p`, { margin: `0 0 ${vars.space.s}` })

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  // On a phone, one under the other, each the box's width: one thumb, one line each.
  '@media': { [phone]: { flexDirection: 'column' } },
})

globalStyle(`${links} a`, { '@media': { [phone]: { width: '100%' } } })

/** The emergency number, under the buttons: when it cannot wait for her. */
export const emergency = style({
  selectors: { [`${box} > &`]: { margin: `${vars.space.s} 0 0` } },
  fontWeight: 700,
  fontSize: vars.fontSize.small,
})
