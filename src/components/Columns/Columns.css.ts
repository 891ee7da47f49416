import { globalStyle, style } from '@vanilla-extract/css'
import { sideBySide } from '../../styles/media.ts'
import { vars } from '../../styles/theme.css.ts'
import { width as portraitWidth } from '../Portrait/Portrait.css.ts'

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

/** The next step's buttons, written last: on a card that stays in view beside the text while it scrolls. */
export const besideLast = style({
  '@media': {
    [sideBySide]: {
      position: 'sticky',
      top: vars.space.l,
      padding: `${vars.space.xs} ${vars.space.m}`,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.m,
    },
  },
})

// Its buttons one under the other, as wide as the card.
globalStyle(`${besideLast} a`, { '@media': { [sideBySide]: { flex: '1 1 100%' } } })

// Side by side, both columns start on one line: a section title that opens the text gives its space
// above to the two columns together, so the card beside it starts level with it.
globalStyle(`${columns}:has(> ${text} > h2:first-child)`, { '@media': { [sideBySide]: { marginTop: vars.space.xl } } })
globalStyle(`${text} > h2:first-child`, { '@media': { [sideBySide]: { marginTop: 0 } } })
