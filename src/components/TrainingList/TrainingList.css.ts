import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const list = style({
  listStyle: 'none',
  margin: `${vars.space.m} 0 ${vars.space.l}`,
  padding: 0,
  borderLeft: `2px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.m,
})

export const item = style({
  position: 'relative',
  paddingLeft: vars.space.m,
  '::before': {
    content: '""',
    position: 'absolute',
    left: '-0.45rem',
    top: '0.45rem',
    width: '0.8rem',
    height: '0.8rem',
    borderRadius: '50%',
    background: vars.color.accent,
  },
})

export const period = style({ display: 'block', fontWeight: 700, color: vars.color.calm })
