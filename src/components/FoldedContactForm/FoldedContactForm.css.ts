import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const fold = style({ margin: `${vars.space.s} 0 ${vars.space.m}` })

export const opener = style({
  listStyle: 'none',
  marginBottom: vars.space.m,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    // Once open, the form is what matters: the button steps back to a quiet look.
    'details[open] > &': { background: 'transparent', color: vars.color.accentStrong, borderColor: vars.color.accent },
  },
})
