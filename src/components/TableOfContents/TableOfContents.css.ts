import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const box = style({
  margin: `0 0 ${vars.space.l}`,
  padding: `${vars.space.s} ${vars.space.m}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
})

export const title = style({ margin: 0, fontWeight: 700, color: vars.color.heading })

// The build's list: links tall enough for a thumb, close together.
globalStyle(`${box} ul`, { margin: 0, gap: 0 })
globalStyle(`${box} li > p`, { margin: 0 })
// A block with room above and below its words: 44 px tall on one line, a tap target however it wraps.
globalStyle(`${box} a`, { display: 'block', minHeight: vars.width.touch, paddingBlock: `calc((${vars.width.touch} - 1lh) / 2)` })
