import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'
import { width as portraitWidth } from '../Portrait/Portrait.css.ts'

/** From here the two columns sit side by side: the width at which the home page's hero does too. */
const sideBySide = 'screen and (min-width: 60em)'

export const columns = style({
  display: 'grid',
  '@media': {
    [sideBySide]: {
      // The text at its measure on the left, the side column as wide as her portrait at the page's right edge.
      gridTemplateColumns: `minmax(0, ${vars.width.prose}) minmax(0, ${portraitWidth})`,
      justifyContent: 'space-between',
      columnGap: vars.space.xl,
      alignItems: 'start',
    },
  },
})

export const beside = style({
  minWidth: 0,
  '@media': { [sideBySide]: { gridColumn: 2, gridRow: 1 } },
})

export const text = style({
  minWidth: 0,
  '@media': { [sideBySide]: { gridColumn: 1, gridRow: 1 } },
})
