import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const box = style({
  margin: `${vars.space.m} 0`,
  fontSize: vars.fontSize.small,
  padding: `${vars.space.s} ${vars.space.m}`,
  '@media': { 'screen and (min-width: 40em)': { paddingInline: vars.space.l } },
  background: vars.color.surfaceCalm,
  borderRadius: vars.radius.m,
  borderLeft: `4px solid ${vars.color.calm}`,
})

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  letterSpacing: '0.06em',
  color: vars.color.calm,
})

export const list = style({ margin: 0, paddingLeft: vars.space.m, display: 'grid', gap: vars.space.xxs })

globalStyle(`${list} > li::marker`, { color: vars.color.calm })
