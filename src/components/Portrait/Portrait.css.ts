import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

/** Her portrait's width on the page; also the side column's of <Columns>. */
export const width = '22rem'

/** The portrait's width on the page, for the picture's `sizes`: the page's margins are 1.25rem on each side. */
export const sizes = `(min-width: 24.5rem) ${width}, calc(100vw - 2.5rem)`

export const figure = style({
  margin: `${vars.space.l} 0`,
  display: 'grid',
  // On the page's one left edge, like the headings and the text.
  justifyItems: 'start',
  gap: vars.space.xs,
})

// The width is the picture's, not the image's: a percentage of a shrink-to-fit box would follow
// the image's intrinsic size, which changes when the chosen version arrives (a layout shift).
export const picture = style({
  display: 'block',
  width: `min(100%, ${width})`,
})

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.card,
  background: vars.color.surfaceWarm,
})
