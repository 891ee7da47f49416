import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  columnGap: vars.space.s,
  margin: `${vars.space.xs} 0 ${vars.space.s}`,
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.small,
})
