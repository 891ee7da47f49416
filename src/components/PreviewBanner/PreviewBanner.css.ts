import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

/** A quiet strip above the header: noticed at once, never taken for the site's own message. */
export const banner = style({
  background: vars.color.surfaceWarm,
  color: vars.color.heading,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const text = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.m}`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.heading,
  textAlign: 'center',
  // Centred lines of even length, not a long line and a lone « en ligne ».
  textWrap: 'balance',
})
