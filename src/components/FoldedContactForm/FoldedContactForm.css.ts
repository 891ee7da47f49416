import { style } from '@vanilla-extract/css'
import { canHover, vars } from '../../styles/theme.css.ts'

export const fold = style({ margin: `${vars.space.s} 0 ${vars.space.m}` })

export const opener = style({
  listStyle: 'none',
  marginBottom: vars.space.m,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    // Once open, the form is what matters: the button steps back to a quiet look.
    'details[open] > &': { background: 'transparent', color: vars.color.accentStrong, borderColor: vars.color.accent },
  },
  // Its own hover once open: the primary button's dark hover under its dark text would hide it.
  '@media': { [canHover]: { selectors: { 'details[open] > &:hover': { background: vars.color.surfaceWarm } } } },
})

export const whenClosed = style({ selectors: { 'details[open] > summary > &': { display: 'none' } } })

export const whenOpen = style({ selectors: { 'details:not([open]) > summary > &': { display: 'none' } } })
