import { style } from '@vanilla-extract/css'
import { proseWidth, proseWithMargins } from '../../styles/media.ts'
import { vars } from '../../styles/theme.css.ts'

/** At most the text's measure: the photo sits in the text, not across the page. */
export const width = proseWidth

/** For the picture's `sizes`: the page's margins are 1.25rem on each side. */
export const sizes = `(min-width: ${proseWithMargins}) ${width}, calc(100vw - 2.5rem)`

export const figure = style({
  margin: `${vars.space.l} 0`,
  maxWidth: width,
})

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  // Reserved before the file arrives: nothing below moves.
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.l,
  background: vars.color.surfaceWarm,
})
