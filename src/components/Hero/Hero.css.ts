import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const hero = style({
  padding: `${vars.space.xl} 0 ${vars.space.l}`,
  background: `linear-gradient(160deg, ${vars.color.surfaceWarm} 0%, ${vars.color.page} 70%)`,
})

export const inner = style({ maxWidth: '46rem' })

globalStyle(`${inner} h1`, {
  margin: `0 0 ${vars.space.m}`,
  fontSize: vars.fontSize.display,
})

globalStyle(`${inner} > p`, {
  fontSize: vars.fontSize.lead,
  color: vars.color.text,
})

globalStyle(`${inner} > ul`, {
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.l} 0 0`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
})

globalStyle(`${inner} > ul > li`, {
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.calm,
  fontWeight: 600,
  fontSize: vars.fontSize.small,
})
