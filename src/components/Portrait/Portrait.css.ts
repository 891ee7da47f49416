import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

const width = '22rem'

/** The portrait's width on the page, for the picture's `sizes`: the page's margins are 1.25rem on each side. */
export const sizes = `(min-width: 24.5rem) ${width}, calc(100vw - 2.5rem)`

export const figure = style({
  margin: `${vars.space.l} 0`,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
})

export const image = style({
  display: 'block',
  width: `min(100%, ${width})`,
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.card,
  background: vars.color.surfaceWarm,
})
