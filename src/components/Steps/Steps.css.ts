import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const steps = style({})

globalStyle(`${steps} > ol`, {
  listStyle: 'none',
  counterReset: 'step',
  margin: `${vars.space.m} 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.s,
  '@media': { 'screen and (min-width: 40em)': { gap: vars.space.m } },
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
})

// On phones, a numbered list that reads at a glance; cards side by side once there is room.
globalStyle(`${steps} > ol > li`, {
  counterIncrement: 'step',
  position: 'relative',
  paddingLeft: '3rem',
  '@media': {
    'screen and (min-width: 40em)': {
      padding: `${vars.space.m} ${vars.space.m} ${vars.space.m} 4rem`,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.m,
    },
  },
})

globalStyle(`${steps} > ol > li::before`, {
  content: 'counter(step)',
  position: 'absolute',
  left: 0,
  top: 0,
  '@media': { 'screen and (min-width: 40em)': { left: vars.space.m, top: vars.space.m } },
  width: '2rem',
  height: '2rem',
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 700,
})

globalStyle(`${steps} > ol > li > p`, { margin: 0 })
