import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  margin: `${vars.space.m} 0`,
  // On a phone the buttons stack, each the width of the column: equal, and easy to reach with a thumb.
  '@media': { 'screen and (max-width: 29.99em)': { flexDirection: 'column', alignItems: 'stretch' } },
})

// The web editor writes the buttons of a row on one line, which Markdown reads
// as a paragraph: its buttons are the row's items all the same.
globalStyle(`${actions} > p`, { display: 'contents' })
