import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const figure = style({
  margin: `${vars.space.l} 0`,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
})

export const image = style({
  width: 'min(100%, 20rem)',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.card,
  background: vars.color.surfaceWarm,
})
