import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const box = style({
  margin: `${vars.space.m} 0`,
  padding: vars.space.m,
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
})
