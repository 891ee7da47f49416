import { style } from '@vanilla-extract/css'
import { monogram } from '../../lib/monogram.ts'
import { vars } from '../../styles/theme.css.ts'

/**
 * 32 px wherever it shows: the size it is drawn for (src/lib/monogram.ts),
 * and her favicon's twice. Under 360 px it steps aside, so her name keeps one
 * line beside the menu and the button; her name is written there, the mark only adorns it.
 */
export const mark = style({
  display: 'none',
  '@media': { 'screen and (min-width: 22.5em)': { display: 'block' } },
  // Beside a long name (« Marie-Christine Delacroix-Martin ») on a small phone, the mark gives way first, to nothing if need be: her name is never cut.
  flexShrink: 1,
  minWidth: 0,
  width: '2rem',
  height: '2rem',
  color: vars.color.accent,
})

export const initials = style({
  fill: vars.color.onAccent,
  fontFamily: vars.font.body,
  fontSize: `${monogram.text.fontSize}px`,
  fontWeight: monogram.text.fontWeight,
  letterSpacing: monogram.text.letterSpacing,
})
