import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const highlights = style({})

globalStyle(`${highlights} > ul`, {
  listStyle: 'none',
  margin: `${vars.space.m} 0 ${vars.space.l}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.s,
  // One column beside the text (<Columns>), side by side where the whole page's width is theirs.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
})

globalStyle(`${highlights} > ul > li`, {
  padding: vars.space.m,
  background: vars.color.surfaceCalm,
  borderRadius: vars.radius.m,
  textAlign: 'center',
})

globalStyle(`${highlights} > ul > li strong`, {
  display: 'block',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h2,
  color: vars.color.calm,
  lineHeight: 1.2,
})
